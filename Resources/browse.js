// The listing pages' script (the index, and the country and style pages): it splits the trip cards into upcoming
// and past ones by the reader's date, and searches, filters and sorts them. On a page that holds all its list's
// trips it only reorders and hides what the page holds (read from data attributes) and makes no requests, so it
// works from file:// as well as from a web host. On a list split into numbered pages, a search, a filter or a sort
// order looks through every trip with the site's search index (search/), fetching only the files it needs; it
// builds the cards it finds with DOM methods and text, never HTML. Opened from a file, where the browser refuses
// those requests, it says so and keeps to the page's own trips. Without it, every page lists its trips in the
// order they were published in. A trip page has a script of its own, assets/trip.js.

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

  var language = document.documentElement.lang || "en";

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

  // How many trips found by the search index show at first, and how many more each press of "Show more" adds.
  var pageSize = 60;

  // ---- A list on numbered pages: the search index ----

  // The index's files, each fetched once: a search, a filter or a sort order asks only for those it needs.
  function SearchIndex(base, meta) {
    this.base = base;
    this.meta = meta;
    this.files = {};
    this.words = {};
    meta.words.forEach(function (key) { this.words[key] = true; }, this);
  }

  function fetchJSON(url) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error(url + ": " + response.status);
      return response.json();
    });
  }

  SearchIndex.load = function (base) {
    return fetchJSON(base + "meta.json").then(function (meta) {
      if (meta.version !== 1) throw new Error("unknown search index version");
      return new SearchIndex(base, meta);
    });
  };

  SearchIndex.prototype.file = function (path) {
    if (!this.files[path]) this.files[path] = fetchJSON(this.base + path);
    return this.files[path];
  };

  // The words of a text as the index has them: runs of letters and digits, lowercased.
  function indexWords(text) {
    return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  }

  // The shard a word is in: its first two characters' code points in hexadecimal ("ky" → "6b-79").
  function shardKey(word) {
    return Array.from(word).slice(0, 2).map(function (character) { return character.codePointAt(0).toString(16); }).join("-");
  }

  // The numbers of the trips with a word that starts with `word`. A word of one character looks in every shard
  // of words starting with it.
  SearchIndex.prototype.matching = function (word) {
    var key = shardKey(word), index = this;
    var keys = Array.from(word).length > 1 ? [key] : this.meta.words.filter(function (known) {
      return known === key || known.indexOf(key + "-") === 0;
    });
    return Promise.all(keys.filter(function (known) { return index.words[known]; }).map(function (known) {
      return index.file("words/" + known + ".json");
    })).then(function (shards) {
      var found = [];
      shards.forEach(function (shard) {
        Object.keys(shard).forEach(function (candidate) {
          if (candidate.indexOf(word) === 0) found = found.concat(shard[candidate]);
        });
      });
      return found;
    });
  };

  // The numbers of the trips a filter's choice keeps (none for a choice the index does not know).
  SearchIndex.prototype.kept = function (filter, value) {
    return this.file(filter + "/" + encodeURIComponent(value) + ".json").catch(function () { return []; });
  };

  // Every trip's number in a sort order; the start date's is the numbers' own.
  SearchIndex.prototype.order = function (sort) {
    if (sort === "start" || !/^[a-z-]+$/.test(sort)) return Promise.resolve(null);
    return this.file("order/" + sort + ".json");
  };

  // What the cards of the trips numbered `numbers` show, in the same order.
  SearchIndex.prototype.records = function (numbers) {
    var size = this.meta.shard, index = this;
    var shards = {};
    numbers.forEach(function (number) { shards[Math.floor(number / size)] = true; });
    var names = Object.keys(shards);
    return Promise.all(names.map(function (name) { return index.file("trips/" + name + ".json"); })).then(function (loaded) {
      var byShard = {};
      names.forEach(function (name, position) { byShard[name] = loaded[position]; });
      return numbers.map(function (number) { return byShard[Math.floor(number / size)][number % size]; });
    });
  };

  function element(name, className, text) {
    var node = document.createElement(name);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // A trip's card as the published pages have it (trip-card.html), from its record in the index. Only text and
  // attributes are set: nothing in a record is read as HTML. `root` leads to the site's root.
  function recordCard(record, root) {
    var card = element("li", "card");
    card.setAttribute("data-start", record.a);
    card.setAttribute("data-end", record.b);
    if (record.i) {
      var image = element("img", "card-image");
      image.src = /^https?:\/\//i.test(record.i) ? record.i : root + record.i;
      image.alt = "";
      image.loading = "lazy";
      card.appendChild(image);
    } else {
      var placeholder = element("span", "card-image card-placeholder", record.ph || "·");
      placeholder.setAttribute("aria-hidden", "true");
      card.appendChild(placeholder);
    }
    var heading = element("h3");
    var link = element("a", "", record.t);
    link.href = root + "trips/" + encodeURIComponent(record.s) + "/index.html";
    heading.appendChild(link);
    card.appendChild(heading);
    var destination = element("p", "destination");
    if (record.f) {
      var flag = element("span", "flag", record.f);
      flag.setAttribute("role", "img");
      flag.setAttribute("aria-label", record.cn || "");
      destination.appendChild(flag);
      destination.appendChild(document.createTextNode(" "));
    }
    destination.appendChild(document.createTextNode(record.d));
    card.appendChild(destination);
    var dates = element("p", "dates");
    var time = element("time", "", record.r);
    time.setAttribute("datetime", record.a);
    dates.appendChild(time);
    dates.appendChild(document.createTextNode(" · " + record.n));
    card.appendChild(dates);
    if (record.p) card.appendChild(element("p", "cost", record.p));
    var tags = element("p", "tags");
    if (record.c) {
      var country = element("a", "tag", record.cn);
      country.href = root + "countries/" + encodeURIComponent(record.c) + "/index.html";
      tags.appendChild(country);
      tags.appendChild(document.createTextNode(" "));
    }
    if (record.y) {
      var style = element("a", "tag", record.yn);
      style.href = root + "styles/" + encodeURIComponent(record.y) + "/index.html";
      tags.appendChild(style);
    } else if (record.yn) {
      tags.appendChild(element("span", "tag", record.yn));
    }
    if (record.sn) {
      tags.appendChild(document.createTextNode(" "));
      tags.appendChild(element("span", "badge status-" + record.st, record.sn));
    }
    card.appendChild(tags);
    return card;
  }

  // The numbers of the trips that have every word and every filter's choice, in the sort order: `null` for every
  // trip (`total` of them), in their own order.
  function searchIndex(index, words, chosen, sort) {
    var lookups = words.map(function (word) { return index.matching(word); })
      .concat(chosen.map(function (choice) { return index.kept(choice.filter, choice.value); }));
    return Promise.all([index.order(sort)].concat(lookups)).then(function (found) {
      var order = found[0], sets = found.slice(1), total = index.meta.trips;
      var hits = new Uint16Array(total);
      sets.forEach(function (numbers) {
        var seen = {};
        numbers.forEach(function (number) {
          if (!seen[number] && number < total) { seen[number] = true; hits[number] += 1; }
        });
      });
      var all = order || Array.from({ length: total }, function (_, number) { return number; });
      return all.filter(function (number) { return hits[number] === sets.length; });
    });
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
    // A list on numbered pages names the site's search index, and a group's page the filter it stands for
    // ("country:pt"), which every search there keeps to.
    var box = document.getElementById("trips");
    var indexBase = box && box.getAttribute("data-search-index");
    var scope = box && box.getAttribute("data-search-scope");
    var offline = document.getElementById("browse-offline");
    var pagination = document.getElementById("pagination");
    var index = null;
    var total = cards.length;
    var generation = 0;
    var showingResults = false;
    var typing = null;

    // Cards move to the list their end date puts them in as of today: a trip that has not ended is upcoming.
    function split() {
      if (!upcoming) return;
      cards.forEach(function (card) {
        var list = (card.getAttribute("data-end") || "") < today ? past : upcoming;
        if (card.parentNode !== list) list.appendChild(card);
      });
    }

    // The filters chosen, and the page's own (a group's) when the search index is used.
    function chosenFilters() {
      var chosen = filters.filter(function (select) { return select.value; }).map(function (select) {
        return { filter: select.getAttribute("data-filter"), value: select.value };
      });
      if (scope && scope.indexOf(":") > 0) {
        chosen.push({ filter: scope.slice(0, scope.indexOf(":")), value: scope.slice(scope.indexOf(":") + 1) });
      }
      return chosen;
    }

    // Whether the list is as published: no search, no filter, the start date's order.
    function asPublished() {
      return !search.value.trim() && filters.every(function (select) { return !select.value; }) && sort.value === "start";
    }

    // "3 trips", or "2 of 3 trips", in the page's language.
    function countText(matching) {
      return matching === total
        ? tripCount(total)
        : fill(words.matching, { shown: number(matching), all: number(total) });
    }

    function showMore(matching, shown) {
      if (!more || !moreButton) return;
      var rest = matching - shown;
      more.hidden = rest <= 0;
      moreButton.textContent = fill(words.show_next, { count: number(Math.min(rest, pageSize)), rest: number(rest > 0 ? rest : 0) });
    }

    // The page's own cards back in its lists, in place of the results of the search index.
    function showPage() {
      if (!showingResults) return;
      showingResults = false;
      lists.forEach(function (list) { list.textContent = ""; });
      if (upcoming) split();
      else cards.forEach(function (card) { lists[0].appendChild(card); });
      if (pagination) pagination.hidden = false;
    }

    // The trips of every page that match, found with the search index, shown in the page's lists (upcoming and
    // past as of the site's date), `limit` of them.
    function applyIndex() {
      var token = ++generation;
      var root = indexBase.replace(/search\/$/, "");
      box.setAttribute("aria-busy", "true");
      searchIndex(index, indexWords(search.value), chosenFilters(), sort.value).then(function (numbers) {
        var shown = numbers.slice(0, limit);
        return index.records(shown).then(function (records) {
          if (token !== generation) return;
          showingResults = true;
          lists.forEach(function (list) { list.textContent = ""; });
          shown.forEach(function (number, position) {
            var list = upcoming ? (number < index.meta.upcoming ? upcoming : past) : lists[0];
            if (records[position]) list.appendChild(recordCard(records[position], root));
          });
          lists.forEach(function (list) {
            var section = list.parentNode;
            if (upcoming && section && section.tagName === "SECTION") section.hidden = list.children.length === 0;
          });
          if (pagination) pagination.hidden = true;
          Array.prototype.forEach.call(dots, function (dot) { dot.classList.remove("map-dimmed"); });
          count.textContent = countText(numbers.length);
          empty.hidden = numbers.length !== 0;
          showMore(numbers.length, shown.length);
          box.removeAttribute("aria-busy");
          remember();
        });
      }).catch(function () {
        if (token !== generation) return;
        box.removeAttribute("aria-busy");
        // The index could not be read (the site was rebuilt under the page, or the connection dropped).
        index = null;
        total = cards.length;
        if (offline) offline.hidden = false;
        apply();
      });
    }

    function apply() {
      if (index && !asPublished()) {
        applyIndex();
        return;
      }
      generation += 1;
      if (box) box.removeAttribute("aria-busy");
      showPage();
      var terms = search.value.toLowerCase().split(/\s+/).filter(Boolean);
      var matching = 0;
      var compare = cardSorts[sort.value] || cardSorts.start;
      // By start date, past trips run the other way, the latest first: the trip just made comes right after the
      // upcoming ones, as the published page has it. Equal cards keep the published order.
      var pastCompare = compare === cardSorts.start ? cardSorts["start-desc"] : compare;
      lists.forEach(function (list) {
        reorder(list, cards.filter(function (card) { return card.parentNode === list; }), list === past ? pastCompare : compare);
      });
      // In page order (upcoming first), every matching card shows.
      var shownIn = lists.map(function () { return 0; });
      var lit = {};
      lists.forEach(function (list, position) {
        Array.prototype.forEach.call(list.children, function (card) {
          var text = card.getAttribute("data-search") || "";
          var matches = terms.every(function (term) { return text.indexOf(term) !== -1; }) &&
            filters.every(function (select) {
              return !select.value || card.getAttribute("data-" + select.getAttribute("data-filter")) === select.value;
            });
          if (matches) { matching += 1; lit[card.getAttribute("data-dot")] = 1; }
          // A page holds at most its page's trips: all that match show.
          card.hidden = !matches;
          if (!card.hidden) shownIn[position] += 1;
        });
        var section = list.parentNode;
        if (upcoming && section && section.tagName === "SECTION") section.hidden = shownIn[position] === 0;
      });
      // Dim the map's dots of hidden trips.
      Array.prototype.forEach.call(dots, function (dot) { dot.classList.toggle("map-dimmed", !lit[dot.getAttribute("data-dot")]); });
      // With the search index, the list as published is one page of `total` trips.
      count.textContent = index ? countText(total) : countText(matching);
      empty.hidden = matching !== 0;
      showMore(0, 0);
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
    // With the search index, a search starts once typing pauses, so that each key does not fetch.
    search.addEventListener("input", function () {
      if (!index) return restart();
      clearTimeout(typing);
      box.setAttribute("aria-busy", "true");
      typing = setTimeout(restart, 150);
    });
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
    if (indexBase) {
      box.setAttribute("aria-busy", "true");
      SearchIndex.load(indexBase).then(function (loaded) {
        if (!scope || scope.indexOf(":") < 1) return [loaded, null];
        return loaded.kept(scope.slice(0, scope.indexOf(":")), scope.slice(scope.indexOf(":") + 1)).then(function (kept) {
          return [loaded, kept];
        });
      }).then(function (found) {
        index = found[0];
        total = found[1] ? found[1].length : index.meta.trips;
        apply();
      }).catch(function () {
        // From file://, browsers refuse to fetch the index: the search keeps to this page's trips, and says so.
        box.removeAttribute("aria-busy");
        if (offline) offline.hidden = false;
      });
    }
  }

  whenReady(function () {
    var form = document.querySelector("form#browse");
    if (form) setUpIndex(form);
  });
