// tripsite's browsing script: split the trip cards of the index into upcoming and past ones by the reader's
// date, search, filter and sort them, show them sixty at a time, and sort the hotels, activities and places of
// a trip page. It only reorders and hides what the page already holds (read
// from data attributes), makes no requests and needs no framework, so it works from file:// as well as
// from a web host. Without it, every page lists everything in the order it was published in.
(function () {
  "use strict";

  // Compares two items by a numeric data attribute; items without it always come last.
  function byNumber(name, descending) {
    return function (a, b) {
      var x = parseFloat(a.getAttribute("data-" + name));
      var y = parseFloat(b.getAttribute("data-" + name));
      var hasX = !isNaN(x), hasY = !isNaN(y);
      if (hasX !== hasY) return hasX ? -1 : 1;
      if (!hasX) return 0;
      return descending ? y - x : x - y;
    };
  }

  function byText(name, descending) {
    return function (a, b) {
      var x = a.getAttribute("data-" + name) || "";
      var y = b.getAttribute("data-" + name) || "";
      var order = x.localeCompare(y, undefined, { sensitivity: "base", numeric: true });
      return descending ? -order : order;
    };
  }

  // Costs in different currencies are not comparable: group by currency, then by amount.
  function byCost(descending) {
    var amount = byNumber("cost", descending);
    return function (a, b) {
      var x = a.getAttribute("data-currency"), y = b.getAttribute("data-currency");
      if ((x === null) !== (y === null)) return x === null ? 1 : -1;
      if (x !== y) return x < y ? -1 : 1;
      return amount(a, b);
    };
  }

  // The page's words for what the script writes: the JSON of a `data-words` attribute, in the page's language
  // (its translation file's `browse` messages and the plural forms of `count.trips`).
  function pageWords() {
    var holder = document.querySelector("[data-words]");
    try { return JSON.parse(holder ? holder.getAttribute("data-words") : "{}") || {}; } catch (error) { return {}; }
  }
  var words = pageWords();
  var language = document.documentElement.lang || "en";

  // A message with each {name} replaced by its value.
  function fill(message, values) {
    return String(message || "").replace(/\{([a-z_]+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole;
    });
  }

  // A number as the page's language writes it.
  function number(value) {
    try { return value.toLocaleString(language); } catch (error) { return String(value); }
  }

  // "3 trips" in the page's language, by the language's plural rules.
  function tripCount(count) {
    var forms = words.trips || {};
    var category = "other";
    try { category = new Intl.PluralRules(language).select(count); } catch (error) { /* "other" */ }
    return fill(forms[category] || forms.other || "{count}", { count: number(count) });
  }

  // Sorts the children of `list` with `compare`, keeping the original order between equal items.
  function reorder(list, items, compare) {
    var indexed = items.map(function (item, index) { return { item: item, index: index }; });
    indexed.sort(function (a, b) { return compare(a.item, b.item) || a.index - b.index; });
    indexed.forEach(function (entry) { list.appendChild(entry.item); });
  }

  // ---- The index: search box, filters and sort ----

  var cardSorts = {
    "start": byText("start", false),
    "start-desc": byText("start", true),
    "title": byText("title", false),
    "days": byNumber("days", false),
    "days-desc": byNumber("days", true),
    "cost": byCost(false),
    "cost-desc": byCost(true)
  };

  // How many cards show at first, and how many more each press of "Show more" adds.
  var pageSize = 60;

  // The reader's date, 2026-03-02, or the one the address gives (#today=2026-03-02) to see the list as of then.
  function localToday() {
    var now = new Date();
    function two(number) { return (number < 10 ? "0" : "") + number; }
    return now.getFullYear() + "-" + two(now.getMonth() + 1) + "-" + two(now.getDate());
  }

  function setUpIndex(form) {
    var panel = document.getElementById("browse-panel");
    var search = document.getElementById("browse-q");
    var sort = document.getElementById("browse-sort");
    var count = document.getElementById("browse-count");
    var empty = document.getElementById("browse-empty");
    var reset = document.getElementById("browse-reset");
    var more = document.getElementById("browse-more");
    // The upcoming and past lists; a custom index with one list of cards (#trips) keeps it as it is.
    var lists = Array.prototype.slice.call(document.querySelectorAll("ul[data-when]"));
    var upcoming = document.querySelector("ul[data-when=upcoming]");
    var past = document.querySelector("ul[data-when=past]");
    if (!upcoming || !past) {
      lists = [document.getElementById("trips")].filter(Boolean);
      upcoming = past = null;
    }
    // A custom index without all of these keeps its plain list.
    if (!lists.length || !search || !sort || !count || !empty || !reset) return;
    var cards = [];
    lists.forEach(function (list) { cards = cards.concat(Array.prototype.slice.call(list.children)); });
    // Soonest first (the published past list runs the other way): equal cards keep this order in every sort.
    cards.sort(byText("start", false));
    var filters = Array.prototype.slice.call(form.querySelectorAll("select[data-filter]"));
    var dots = document.querySelectorAll(".map-dot");
    var moreButton = more && more.querySelector("button");
    var limit = pageSize;
    var today = localToday();
    var todayGiven = false;

    // Cards move to the list their end date puts them in as of today: a trip that has not ended is upcoming.
    function split() {
      if (!upcoming) return;
      cards.forEach(function (card) {
        var list = (card.getAttribute("data-end") || "") < today ? past : upcoming;
        if (card.parentNode !== list) list.appendChild(card);
      });
    }

    function apply() {
      var words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
      var matching = 0;
      var compare = cardSorts[sort.value] || cardSorts.start;
      // By start date, past trips run the other way, the latest first: the trip just made comes right after the
      // upcoming ones, as the published page has it. Equal cards keep the published order.
      var pastCompare = compare === cardSorts.start ? cardSorts["start-desc"] : compare;
      lists.forEach(function (list) {
        reorder(list, cards.filter(function (card) { return card.parentNode === list; }), list === past ? pastCompare : compare);
      });
      // In page order (upcoming first), the first `limit` matching cards show.
      var shownIn = lists.map(function () { return 0; });
      var lit = {};
      lists.forEach(function (list, index) {
        Array.prototype.forEach.call(list.children, function (card) {
          var text = card.getAttribute("data-search") || "";
          var matches = words.every(function (word) { return text.indexOf(word) !== -1; }) &&
            filters.every(function (select) {
              return !select.value || card.getAttribute("data-" + select.getAttribute("data-filter")) === select.value;
            });
          if (matches) { matching += 1; lit[card.getAttribute("data-dot")] = 1; }
          card.hidden = !matches || matching > limit;
          if (!card.hidden) shownIn[index] += 1;
        });
        var section = list.parentNode;
        if (upcoming && section && section.tagName === "SECTION") section.hidden = shownIn[index] === 0;
      });
      // Dim the map's dots of hidden trips.
      Array.prototype.forEach.call(dots, function (dot) { dot.classList.toggle("map-dimmed", !lit[dot.getAttribute("data-dot")]); });
      count.textContent = matching === cards.length
        ? tripCount(cards.length)
        : fill(words.matching, { shown: number(matching), all: number(cards.length) });
      empty.hidden = matching !== 0;
      if (more && moreButton) {
        var rest = matching - limit;
        more.hidden = rest <= 0;
        moreButton.textContent = fill(words.show_next, { count: number(Math.min(rest, pageSize)), rest: number(rest > 0 ? rest : 0) });
      }
      remember();
    }

    // A new search, filter or order starts again from the first cards.
    function restart() {
      limit = pageSize;
      apply();
    }

    // The choices live in the address's fragment, so a filtered list can be bookmarked or shared.
    function remember() {
      var parts = [];
      if (search.value) parts.push("q=" + encodeURIComponent(search.value));
      filters.concat([sort]).forEach(function (select) {
        if (select.value && select.selectedIndex !== 0) parts.push(select.name + "=" + encodeURIComponent(select.value));
      });
      if (todayGiven) parts.push("today=" + today);
      var hash = parts.length ? "#" + parts.join("&") : "";
      if (hash !== location.hash && history.replaceState) {
        try { history.replaceState(null, "", hash || location.pathname + location.search); } catch (error) { /* file:// in some browsers */ }
      }
    }

    function restore() {
      location.hash.replace(/^#/, "").split("&").forEach(function (part) {
        var pair = part.split("=");
        if (pair.length !== 2) return;
        var value;
        try { value = decodeURIComponent(pair[1]); } catch (error) { return; }
        if (pair[0] === "q") search.value = value;
        if (pair[0] === "today" && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) {
          today = value;
          todayGiven = true;
        }
        filters.concat([sort]).forEach(function (select) {
          var known = Array.prototype.some.call(select.options, function (option) { return option.value === value; });
          if (select.name === pair[0] && known) select.value = value;
        });
      });
    }

    form.hidden = false;
    if (panel) {
      panel.hidden = false;
      // Folded on a phone, where the cards come first; open where there is room beside them.
      panel.open = !window.matchMedia || window.matchMedia("(min-width: 600px)").matches;
    }
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    search.addEventListener("input", restart);
    filters.concat([sort]).forEach(function (select) { select.addEventListener("change", restart); });
    reset.addEventListener("click", function () {
      search.value = "";
      filters.forEach(function (select) { select.value = ""; });
      restart();
      search.focus();
    });
    if (moreButton) {
      moreButton.addEventListener("click", function () {
        limit += pageSize;
        apply();
      });
    }
    restore();
    split();
    apply();
  }

  // ---- A trip page: sort hotels, activities and places ----

  var listNames = { hotels: words.sort_hotels, activities: words.sort_activities, places: words.sort_places };

  var listSorts = [
    { value: "order", label: words.sort_recommended, needs: "order", compare: byNumber("order", false) },
    { value: "price", label: words.sort_price, needs: "price", compare: byNumber("price", false) },
    { value: "price-desc", label: words.sort_price_desc, needs: "price", compare: byNumber("price", true) },
    { value: "stars-desc", label: words.sort_stars_desc, needs: "stars", compare: byNumber("stars", true) },
    { value: "stars", label: words.sort_stars, needs: "stars", compare: byNumber("stars", false) },
    { value: "rating", label: words.sort_rating, needs: "rating", compare: byNumber("rating", true) }
  ];

  function setUpList(list, number) {
    var items = Array.prototype.slice.call(list.children);
    var choices = listSorts.filter(function (choice) {
      return items.some(function (item) { return item.hasAttribute("data-" + choice.needs); });
    });
    if (items.length < 2 || choices.length < 2) return;
    var id = "sort-" + number;
    var control = document.createElement("p");
    control.className = "list-sort";
    var label = document.createElement("label");
    label.htmlFor = id;
    label.textContent = fill(words.sort_list, { list: listNames[list.getAttribute("data-sort")] || words.sort_this_list }) + " ";
    var select = document.createElement("select");
    select.id = id;
    select.setAttribute("data-sorts", list.getAttribute("data-sort"));
    choices.forEach(function (choice) {
      var option = document.createElement("option");
      option.value = choice.value;
      option.textContent = choice.label;
      select.appendChild(option);
    });
    select.addEventListener("change", function () {
      var choice = choices.filter(function (candidate) { return candidate.value === select.value; })[0];
      reorder(list, items, choice.compare);
    });
    control.appendChild(label);
    control.appendChild(select);
    list.parentNode.insertBefore(control, list);
  }

  // ---- A trip page: the strip of days ----

  // Marks today's date in the strip (aria-current="date"; the stylesheet adds the word its data-today gives), as of the reader's own
  // date or the one the address gives (#today=2025-05-04), and the chosen day (aria-current="true"): the one the
  // address names, else today. The strip scrolls sideways so that the chosen day is in view.
  function setUpDayStrip(strip) {
    var list = strip.querySelector("ol");
    var links = Array.prototype.slice.call(strip.querySelectorAll("a[data-date]"));
    if (!list || !links.length) return;
    function mark() {
      var given = /(?:^#|&)today=([0-9]{4}-[0-9]{2}-[0-9]{2})(?:&|$)/.exec(location.hash);
      var today = given ? given[1] : localToday();
      var chosen = null;
      links.forEach(function (link) {
        link.removeAttribute("aria-current");
        if (link.getAttribute("href") === location.hash) chosen = chosen || link;
      });
      links.forEach(function (link) {
        if (link.getAttribute("data-date") === today) {
          link.setAttribute("aria-current", "date");
          link.setAttribute("data-today", words.today || "");
          chosen = chosen || link;
        }
      });
      if (!chosen) return;
      if (chosen.getAttribute("aria-current") !== "date") chosen.setAttribute("aria-current", "true");
      var item = chosen.parentNode;
      list.scrollLeft = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
    }
    window.addEventListener("hashchange", mark);
    mark();
  }

  function start() {
    // Each part on its own, so that a page without one still gets the other.
    var form = document.querySelector("form#browse");
    if (form) setUpIndex(form);
    Array.prototype.forEach.call(document.querySelectorAll("ul[data-sort]"), setUpList);
    var strip = document.querySelector("nav.day-strip");
    if (strip) setUpDayStrip(strip);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
