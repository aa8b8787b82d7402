#!/usr/bin/env python3
"""Where a `tripsite build`'s peak memory goes: the resident kilobytes of each mapping of the process (the heap
and other anonymous memory, the binary's code and data, each shared library), taken from /proc/PID/smaps at the
moment the process's total was highest. The peak memory that `/usr/bin/time` and the benchmark report counts
the binary's pages too, so two builds can differ there while their heaps do not.

usage: Scripts/peak-memory-map.py TRIPSITE build TRIPS.json --output DIR --quiet
Linux only (reads /proc); samples every 20 ms, so a peak shorter than that can be missed.
"""
import collections
import subprocess
import sys
import time

if len(sys.argv) < 2:
    sys.exit(__doc__.strip())
process = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
peak_total, peak = 0, collections.Counter()
while process.poll() is None:
    try:
        with open(f"/proc/{process.pid}/smaps") as smaps:
            lines = smaps.read().splitlines()
    except OSError:
        break
    sample, total, mapping = collections.Counter(), 0, None
    for line in lines:
        fields = line.split()
        if fields and not fields[0].endswith(":"):
            # A mapping's header: address range, permissions, offset, device, inode and, when it has one, a path.
            mapping = f"{fields[5] if len(fields) > 5 else '[anonymous]'} ({fields[1]})"
        elif fields and fields[0] == "Rss:":
            sample[mapping] += int(fields[1])
            total += int(fields[1])
    if total > peak_total:
        peak_total, peak = total, sample
    time.sleep(0.02)
if process.wait() != 0:
    sys.exit(f"peak-memory-map: the command exited with status {process.returncode}")
print(f"peak resident: {peak_total / 1024:.1f} MB")
for mapping, kilobytes in peak.most_common(10):
    print(f"{kilobytes / 1024:8.1f} MB  {mapping}")
