// A trip page's script: it lets the reader sort the trip's hotels, activities and places, marks today (and the
// chosen day) in the strip of days, and opens the street map when asked, loading its script (street-map.js, beside
// this one) only then. Everything it writes is the page's own words and data, set as text. Without it the page
// keeps its lists in the order written, its strip of days unmarked, and its street map hidden (the trip's own map
// and list of stops need no script). The listing pages have a script of their own, assets/browse.js.

  // Where this script was loaded from: the street map's script is beside it.
  var script = document.currentScript;
  var folder = script ? script.src : location.href;

  // ---- Sorting the hotels, activities and places ----

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

  // ---- The strip of days ----

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

  // ---- The street map, on request ----

  // Loads street-map.js once, for every street map of the page: it loads its stylesheet and Leaflet, and draws a
  // map when its view is open.
  var streetMapScript = null;

  function loadStreetMap() {
    if (!streetMapScript) {
      streetMapScript = new Promise(function (resolve, reject) {
        var code = document.createElement("script");
        code.src = new URL("street-map.js", folder).href;
        code.onload = resolve;
        code.onerror = function () { reject(new Error("street-map.js did not load")); };
        document.head.appendChild(code);
      });
    }
    return streetMapScript;
  }

  // Shows a street map's button (trip-map.html), which opens and closes its view. The first opening loads the
  // street map's script; if it cannot be loaded, the view says the map could not be shown.
  function setUpStreetMap(block) {
    var button = block.querySelector(".street-map-button");
    var view = button && document.getElementById(button.getAttribute("aria-controls"));
    if (!view || !block.querySelector(".street-map-data")) return;
    block.hidden = false;
    button.addEventListener("click", function () {
      var opening = view.hidden;
      view.hidden = !opening;
      button.setAttribute("aria-expanded", String(opening));
      if (!opening) return;
      loadStreetMap().catch(function () {
        var canvas = view.querySelector(".street-map-canvas"), error = view.querySelector(".street-map-error");
        if (canvas) canvas.hidden = true;
        if (error) error.hidden = false;
      });
    });
  }

  // Each part on its own, so that a page without one still gets the others.
  whenReady(function () {
    Array.prototype.forEach.call(document.querySelectorAll("ul[data-sort]"), setUpList);
    var strip = document.querySelector("nav.day-strip");
    if (strip) setUpDayStrip(strip);
    Array.prototype.forEach.call(document.querySelectorAll(".street-map"), setUpStreetMap);
  });
