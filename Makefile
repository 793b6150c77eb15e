# Set-up-and-go targets. Every target creates the virtual environment it needs.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench clean web system-deps

# The install compiles the engine's hot modules (mypyc, pyproject.toml): rebuilt when they change, or
# cardtable would run their pure-Python sources (src/cardtable/engine.py).
ENGINE_SOURCES := $(shell find src/cardtable/core src/cardtable/games -name '*.py')

$(STAMP): pyproject.toml mypy.ini $(ENGINE_SOURCES)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev,rl,cluster,report,train]' || { \
	  echo "make: the compiled engine did not build (a C compiler?): installing the pure-Python one"; \
	  HATCH_BUILD_NO_HOOKS=true $(BIN)/pip install --quiet -e '.[dev,rl,cluster,report,train]'; }
	touch $(STAMP)

play: $(STAMP)  ## the browser client: starts the server and opens the lobby (terminal UI: cardtable play)
	$(BIN)/cardtable serve --open

# The web client is plain ES modules (src/cardtable/web/static): no build. This refreshes the
# vendored libraries from npm at the versions web/package.json pins (needs Node; CI does not).
WEB_VENDOR := src/cardtable/web/static/vendor
web:
	cd web && npm install --no-audit --no-fund --silent
	cp web/node_modules/preact/dist/preact.mjs $(WEB_VENDOR)/preact.mjs
	cp web/node_modules/preact/hooks/dist/hooks.mjs $(WEB_VENDOR)/preact-hooks.mjs
	cp web/node_modules/htm/dist/htm.mjs $(WEB_VENDOR)/htm.mjs
	cp web/node_modules/marked/lib/marked.esm.js $(WEB_VENDOR)/marked.mjs
	cp web/node_modules/axe-core/axe.min.js tests/browser/vendor/axe.min.js
	sed -i '/sourceMappingURL/d' $(WEB_VENDOR)/*.mjs

# One pytest worker a core (at most 4: the server, browser and terminal tests wait on real clocks).
PYTEST := $(BIN)/pytest --numprocesses auto --maxprocesses 4

test: $(STAMP) lint system-deps
	$(PYTEST)
	CARDTABLE_PURE=1 $(PYTEST) tests/golden tests/core/test_engine.py  # the pure-Python fallback plays alike

system-deps:  ## Chromium, a Japanese font and PostgreSQL for the browser and server tests, when missing
	tools/system-deps.sh

lint: $(STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/pip install --quiet -e '.[dev,rl,cluster,report,train,bench]'
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
	find src -name '*.so' -delete
