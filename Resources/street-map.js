// The street map of a trip page, on request. The page holds the trip's pins and routes as JSON
// (<script type="application/json" class="street-map-data">) and a button, which the trip page's script (trip.js)
// shows and which opens and closes the map's view; that script loads this one when the reader first opens a view.
// This one then loads its stylesheet (street-map.css, beside it) and Leaflet (leaflet/, beside it), and draws each
// open view's map over the tiles of the address the site chose: the pins with the numbers they have on the trip's
// map, the flights and the road, or one day's stops. Pins are named and linked as the page's list of stops names
// and links them, and days as their headings read; text from the page is only ever set as text (textContent,
// title), never parsed as HTML, and so is the tiles' credit, from the site's settings.
(function () {
  'use strict';
  const script = document.currentScript;
  const folder = script ? script.src : location.href;
  let ready = null;

  // A stylesheet beside this script, loaded.
  function stylesheet(address) {
    return new Promise((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = new URL(address, folder).href;
      link.onload = resolve;
      link.onerror = () => reject(new Error(address + ' did not load'));
      document.head.appendChild(link);
    });
  }

  // Loads the street map's stylesheet and Leaflet (with its own) once, for every street map of the page.
  function load() {
    if (!ready) {
      const leaflet = new Promise((resolve, reject) => {
        const code = document.createElement('script');
        code.src = new URL('leaflet/leaflet.js', folder).href;
        code.onload = () => (window.L ? resolve(window.L) : reject(new Error('Leaflet did not load')));
        code.onerror = () => reject(new Error('Leaflet did not load'));
        document.head.appendChild(code);
      });
      ready = Promise.all([stylesheet('street-map.css'), stylesheet('leaflet/leaflet.css'), leaflet]).then(loaded => loaded[2]);
    }
    return ready;
  }

  // A point of the data, [latitude, longitude] in hundred-thousandths of a degree, in degrees.
  function latLng(point) {
    return [Number(point[0]) / 100000, Number(point[1]) / 100000];
  }

  // The trip map's pins from the data: pin N at `points[N - 1]`, marked when its number is listed as far (an airport
  // the trip's map puts at its edge) or approximate (placed at its town by the gazetteer).
  function pinsOf(data) {
    const far = new Set(data.far), approximate = new Set(data.approximate);
    return data.points.map((point, index) => ({
      number: index + 1, point: latLng(point), far: far.has(index + 1), approximate: approximate.has(index + 1),
    }));
  }

  // A flight's way, the great circle from `a` to `b` ([latitude, longitude]), a point every 2 degrees of arc, its
  // longitudes continuous (past 180 rather than jumping), then moved by whole turns to lie nearest `middle`, the
  // longitude the map is framed on, so that it meets its pins in the copy of the world the map shows.
  function greatCircle(a, b, middle) {
    const radian = Math.PI / 180;
    const vector = p => [Math.cos(p[0] * radian) * Math.cos(p[1] * radian), Math.cos(p[0] * radian) * Math.sin(p[1] * radian), Math.sin(p[0] * radian)];
    const [u, v] = [vector(a), vector(b)];
    const angle = Math.acos(Math.max(-1, Math.min(1, u[0] * v[0] + u[1] * v[1] + u[2] * v[2])));
    const sine = Math.sin(angle), steps = Math.max(1, Math.ceil(angle / radian / 2));
    const points = [a];
    for (let step = 1; step <= steps && sine > 1e-9; step++) {
      const p = Math.sin((1 - step / steps) * angle) / sine, q = Math.sin(step / steps * angle) / sine;
      const [x, y, z] = [0, 1, 2].map(i => p * u[i] + q * v[i]);
      const previous = points[points.length - 1][1];
      const longitude = Math.atan2(y, x) / radian;
      points.push([Math.atan2(z, Math.hypot(x, y)) / radian, previous + ((longitude - previous + 540) % 360) - 180]);
    }
    const centre = (points[0][1] + points[points.length - 1][1]) / 2;
    const turns = Math.round((middle - centre) / 360) * 360;
    return points.map(point => [point[0], point[1] + turns]);
  }

  // The tiles' credit as Leaflet takes it, HTML: made by the browser from the text and the address, so escaped.
  function credit(data) {
    const element = document.createElement(data.attributionURL ? 'a' : 'span');
    element.textContent = data.attribution;
    if (data.attributionURL) element.href = data.attributionURL;
    return element.outerHTML;
  }

  // A pin's name and link, from the page's list of stops: "3. Memmo Alfama Design Hotel", "#day-1".
  function described(pin) {
    const link = document.querySelector('#map-stop-' + Number(pin.number) + ' a');
    const name = link ? link.textContent.trim() : '';
    return { title: pin.number + (name ? '. ' + name : ''), href: link ? link.getAttribute('href') : null };
  }

  // The map of one `.street-map` block, made the first time it is shown.
  function draw(L, block, data) {
    const canvas = block.querySelector('.street-map-canvas');
    const map = L.map(canvas, { scrollWheelZoom: false, worldCopyJump: true });
    L.tileLayer(data.tiles, { attribution: credit(data), maxZoom: 19 }).addTo(map);
    L.control.scale({ imperial: false }).addTo(map);
    const markers = new Map();
    const pins = pinsOf(data);
    for (const pin of pins) {
      const number = document.createElement('span');
      number.textContent = String(Number(pin.number));
      const icon = L.divIcon({
        className: 'street-pin' + (pin.approximate ? ' street-pin-approximate' : '') + (pin.far ? ' street-pin-far' : ''),
        html: number, iconSize: [26, 26], iconAnchor: [13, 13],
      });
      const about = described(pin);
      const marker = L.marker(pin.point, { icon: icon, title: about.title });
      // Pressed, clicked or with Enter once focused (Tab), a pin goes to its day, as the SVG map's pins do.
      if (about.href && about.href.charAt(0) === '#') {
        marker.on('click', () => { location.hash = about.href; });
        marker.on('keypress', event => { if (event.originalEvent.key === 'Enter') location.hash = about.href; });
      }
      markers.set(pin.number, marker);
    }
    const framed = pins.filter(pin => !pin.far);
    const middle = framed.length ? framed.reduce((sum, pin) => sum + pin.point[1], 0) / framed.length : 0;
    const routes = data.routes.map(route => {
      const points = route.points.map(latLng);
      const way = route.kind === 'flight' && points.length === 2 ? greatCircle(points[0], points[1], middle) : points;
      return L.polyline(way, { className: 'street-route street-route-' + route.kind, interactive: false });
    });
    const dayRoutes = data.days.map(day =>
      L.polyline(day.pins.map(number => markers.get(number)).filter(Boolean).map(marker => marker.getLatLng()),
        { className: 'street-route street-route-day', interactive: false }));
    let shown = [];

    // Shows the whole trip (`index` empty) or one day, framed on its stops.
    function show(index) {
      for (const layer of shown) layer.remove();
      const day = index === '' ? null : data.days[Number(index)];
      const chosen = day ? day.pins.map(number => pins[number - 1]).filter(Boolean) : pins;
      shown = chosen.map(pin => markers.get(pin.number)).concat(day ? [dayRoutes[Number(index)]] : routes);
      for (const layer of shown) layer.addTo(map);
      // The frame is the destination's: a far airport (the home a flight comes from) stays off it, as on the trip's map.
      const framed = chosen.filter(pin => !pin.far);
      const points = (framed.length ? framed : chosen).map(pin => pin.point);
      // One stop: its streets; a town the gazetteer placed it at (approximate): the town.
      if (points.length === 1) map.setView(points[0], (framed.length ? framed : chosen)[0].approximate ? 12 : 16);
      else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 17 });
    }

    // The day selector: each day that has stops, named as its heading reads.
    const days = block.querySelector('.street-map-days');
    const select = days && days.querySelector('select');
    if (select && data.days.length) {
      data.days.forEach((day, index) => {
        const heading = document.getElementById(day.heading);
        const option = document.createElement('option');
        option.value = String(index);
        option.textContent = heading ? heading.textContent.trim() : String(index + 1);
        select.appendChild(option);
      });
      days.hidden = false;
      select.addEventListener('change', () => show(select.value));
    }
    show(select ? select.value : '');
    return map;
  }

  // Says, in the view, that the map could not be shown.
  function failed(view) {
    const canvas = view.querySelector('.street-map-canvas'), error = view.querySelector('.street-map-error');
    if (canvas) canvas.hidden = true;
    if (error) error.hidden = false;
  }

  // Draws a block's map when its view is open (now, and each time the button opens it), once; after that, an opening
  // only fits the drawn map to its view again.
  function prepare(block) {
    const source = block.querySelector('.street-map-data');
    const button = block.querySelector('.street-map-button');
    const view = button && document.getElementById(button.getAttribute('aria-controls'));
    // Once, even if a page loads this script twice (a template that also names it).
    if (!source || !view || block.hasAttribute('data-street-map-ready')) return;
    block.setAttribute('data-street-map-ready', '');
    let data = null;
    try {
      data = JSON.parse(source.textContent);
    } catch (error) {
      data = null;
    }
    let map = null, loading = false;
    function open() {
      if (view.hidden || loading) return;
      if (map) {
        map.invalidateSize();
        return;
      }
      if (!data) {
        failed(view);
        return;
      }
      loading = true;
      block.classList.add('street-map-loading');
      load().then(L => {
        loading = false;
        block.classList.remove('street-map-loading');
        // Closed while it loaded: drawn at the next opening, in a view that has its size.
        if (!view.hidden) map = draw(L, block, data);
      }, () => {
        loading = false;
        block.classList.remove('street-map-loading');
        failed(view);
      });
    }
    // trip.js opened or closed the view before this listener runs.
    button.addEventListener('click', open);
    open();
  }

  document.querySelectorAll('.street-map').forEach(prepare);
})();
