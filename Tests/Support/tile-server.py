#!/usr/bin/env python3
"""A map tile server on a free loopback port, for the street map's browser tests.

usage: tile-server.py LOG
Prints the port it listens on, then answers every GET of /{z}/{x}/{y}.png with a small grey PNG (256 × 256 pixels)
and anything else with 404, appending each path asked for to the file LOG, one a line, as it is asked.
"""
import http.server
import signal
import struct
import sys
import zlib


def png(size, grey):
    """A square grey PNG, made here so that the tests need no image file."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + bytes([grey]) * size for _ in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


TILE = png(256, 0xCC)
LOG = sys.argv[1]


class Tiles(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        with open(LOG, "a") as log:
            log.write(self.path + "\n")
        parts = self.path.split("?")[0].strip("/").split("/")
        if len(parts) == 3 and parts[0].isdigit() and parts[1].isdigit() and parts[2].endswith(".png") and parts[2][:-4].isdigit():
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(len(TILE)))
            self.end_headers()
            self.wfile.write(TILE)
        else:
            self.send_error(404)

    def log_message(self, *arguments):
        pass


# The test process starts it with its threads' signals blocked: take them again, so that it can be stopped.
signal.pthread_sigmask(signal.SIG_SETMASK, [])
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Tiles)
print(server.server_address[1], flush=True)
server.serve_forever()
