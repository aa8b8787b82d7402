// The street map of a trip page, on request: the page holds the trip's pins and routes as JSON
// (<script type="application/json" class="street-map-data">) and a button, hidden until this script shows it. Nothing
// is loaded before the reader presses the button: then Leaflet (assets/leaflet/, beside this script) and its
// stylesheet, and the tiles of the address the site chose, over which the pins are drawn with the numbers they have
// on the trip's map, the flights, the road and, day by day, the day's stops. Text from the data is only ever set as
// text (textContent, title), never parsed as HTML; the credit is the one the site's settings give, escaped by the
// build.
(function () {
  'use strict';
  const script = document.currentScript;
  const leafletFolder = new URL('leaflet/', script ? script.src : location.href).href;
  let leaflet = null;

  // Loads Leaflet once, for every street map of the page.
  function loadLeaflet() {
    if (!leaflet) {
      leaflet = new Promise((resolve, reject) => {
        const style = document.createElement('link');
        style.rel = 'stylesheet';
        style.href = leafletFolder + 'leaflet.css';
        document.head.appendChild(style);
        const code = document.createElement('script');
        code.src = leafletFolder + 'leaflet.js';
        code.onload = () => (window.L ? resolve(window.L) : reject(new Error('Leaflet did not load')));
        code.onerror = () => reject(new Error('Leaflet did not load'));
        document.head.appendChild(code);
      });
    }
    return leaflet;
  }

  function latLng(point) {
    return [Number(point[0]), Number(point[1])];
  }

  // The map of one `.street-map` block, made the first time it is shown.
  function draw(L, block, data) {
    const canvas = block.querySelector('.street-map-canvas');
    const map = L.map(canvas, { scrollWheelZoom: false, worldCopyJump: true });
    L.tileLayer(data.tiles, { attribution: data.attribution, maxZoom: 19 }).addTo(map);
    L.control.scale({ imperial: false }).addTo(map);
    const markers = new Map();
    for (const pin of data.pins) {
      const number = document.createElement('span');
      number.textContent = String(Number(pin.number));
      const icon = L.divIcon({
        className: 'street-pin' + (pin.approximate ? ' street-pin-approximate' : '') + (pin.far ? ' street-pin-far' : ''),
        html: number, iconSize: [26, 26], iconAnchor: [13, 13],
      });
      const marker = L.marker(latLng([pin.lat, pin.lng]), { icon: icon, title: pin.number + '. ' + pin.label, alt: pin.label });
      if (pin.link) marker.on('click', () => { location.hash = pin.link; });
      markers.set(pin.number, marker);
    }
    const routes = data.routes.map(route =>
      L.polyline(route.points.map(latLng), { className: 'street-route street-route-' + route.kind, interactive: false }));
    const dayRoutes = data.days.map(day =>
      L.polyline(day.pins.map(number => markers.get(number)).filter(Boolean).map(marker => marker.getLatLng()),
        { className: 'street-route street-route-day', interactive: false }));
    let shown = [];

    // Shows the whole trip (`index` empty) or one day, framed on its stops.
    function show(index) {
      for (const layer of shown) layer.remove();
      const day = index === '' ? null : data.days[Number(index)];
      const pins = day ? day.pins.map(number => data.pins.find(pin => pin.number === number)).filter(Boolean) : data.pins;
      shown = pins.map(pin => markers.get(pin.number)).concat(day ? [dayRoutes[Number(index)]] : routes);
      for (const layer of shown) layer.addTo(map);
      // The frame is the destination's: a far airport (the home a flight comes from) stays off it, as on the trip's map.
      const framed = pins.filter(pin => !pin.far);
      const points = (framed.length ? framed : pins).map(pin => latLng([pin.lat, pin.lng]));
      if (points.length === 1) map.setView(points[0], 15);
      else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 17 });
    }

    const days = block.querySelector('.street-map-days select');
    if (days) days.addEventListener('change', () => show(days.value));
    show(days ? days.value : '');
    return map;
  }

  for (const block of document.querySelectorAll('.street-map')) {
    const source = block.querySelector('.street-map-data');
    const button = block.querySelector('.street-map-button');
    const view = block.querySelector('.street-map-view');
    if (!source || !button || !view) continue;
    let data;
    try {
      data = JSON.parse(source.textContent);
    } catch (error) {
      continue;
    }
    block.hidden = false;
    let map = null;
    button.addEventListener('click', () => {
      const opening = view.hidden;
      view.hidden = !opening;
      button.setAttribute('aria-expanded', String(opening));
      for (const label of button.querySelectorAll('[data-when]')) label.hidden = label.dataset.when !== (opening ? 'open' : 'closed');
      if (!opening) return;
      if (map) {
        map.invalidateSize();
        return;
      }
      block.classList.add('street-map-loading');
      loadLeaflet().then(L => {
        block.classList.remove('street-map-loading');
        map = draw(L, block, data);
      }, () => {
        block.classList.remove('street-map-loading');
        block.classList.add('street-map-failed');
      });
    });
  }
})();
