#!/usr/bin/env python3
"""Lists, as JSON, what an HTML file refers to, read with Python's HTML parser (html.parser).

usage: html_references.py FILE.html
Prints {"resources": [...], "links": [...], "scripts": [...], "stylesheets": [...], "handlers": [...],
"lang": ..., "headings": [levels in order], "landmarks": [...], "images_without_alt": N}:
resources are URLs the browser loads to show the page (src, srcset, poster, data, <link href>, CSS url()),
links are <a href> targets, scripts are <script> elements with their type, handlers are on* attributes.
"""
import json
import re
import sys
from html.parser import HTMLParser


class References(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found = {"resources": [], "links": [], "scripts": [], "stylesheets": [], "handlers": [],
                      "lang": None, "headings": [], "landmarks": [], "images_without_alt": 0}
        self.in_style = False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "html":
            self.found["lang"] = attributes.get("lang")
        if tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
            self.found["headings"].append(int(tag[1]))
        if tag in ("header", "main", "nav", "footer"):
            self.found["landmarks"].append(tag)
        if tag == "img" and "alt" not in attributes:
            self.found["images_without_alt"] += 1
        for name, value in attrs:
            if name.startswith("on"):
                self.found["handlers"].append(f"{tag}.{name}")
            if name in ("src", "poster", "data") and value is not None:
                self.found["resources"].append(value)
            if name == "srcset" and value:
                self.found["resources"] += [part.strip().split(" ")[0] for part in value.split(",")]
        if tag == "a" and "href" in attributes:
            self.found["links"].append(attributes["href"])
        if tag == "link" and "href" in attributes:
            self.found["resources"].append(attributes["href"])
            if "stylesheet" in (attributes.get("rel") or ""):
                self.found["stylesheets"].append(attributes["href"])
        if tag == "script":
            self.found["scripts"].append(attributes.get("type") or "text/javascript")
        self.in_style = tag == "style"

    def handle_endtag(self, tag):
        if tag == "style":
            self.in_style = False

    def handle_data(self, data):
        if self.in_style:
            self.found["resources"] += re.findall(r"url\(\s*['\"]?([^'\")]+)", data)


parser = References()
parser.feed(open(sys.argv[1], encoding="utf-8").read())
print(json.dumps(parser.found))
