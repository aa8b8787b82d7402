  // What the site's two page scripts share, placed at the start of each (assets/browse.js on the listing pages,
  // assets/trip.js on the trip pages), inside the one function each is wrapped in so that no name reaches the
  // page: the page's words, a message filled in, the reader's date, and the reordering of a list's items.

  // The page's words for what the script writes: the JSON of a `data-words` attribute, in the page's language
  // (its translation file's `browse` messages, and on a listing the plural forms of `count.trips`).
  function pageWords() {
    var holder = document.querySelector("[data-words]");
    try { return JSON.parse(holder ? holder.getAttribute("data-words") : "{}") || {}; } catch (error) { return {}; }
  }
  var words = pageWords();

  // A message with each {name} replaced by its value.
  function fill(message, values) {
    return String(message || "").replace(/\{([a-z_]+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole;
    });
  }

  // The reader's date, 2026-03-02.
  function localToday() {
    var now = new Date();
    function two(number) { return (number < 10 ? "0" : "") + number; }
    return now.getFullYear() + "-" + two(now.getMonth() + 1) + "-" + two(now.getDate());
  }

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

  // Sorts the children of `list` with `compare`, keeping the original order between equal items.
  function reorder(list, items, compare) {
    var indexed = items.map(function (item, index) { return { item: item, index: index }; });
    indexed.sort(function (a, b) { return compare(a.item, b.item) || a.index - b.index; });
    indexed.forEach(function (entry) { list.appendChild(entry.item); });
  }

  // Runs `start` once the page has been read (at once for a deferred script).
  function whenReady(start) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
    else start();
  }
