"""``oraclec lsp``: a language server for plain-text card files (:mod:`oraclec.cardfile`).

As a card is typed, the editor shows the linter's findings (:mod:`oraclec.lint`) where they
are; each fix is a code action (the safe ones preferred, the guesses titled as such), and one
source action applies every safe fix, as ``oraclec lint --fix`` does. Hovering a line of rules
text shows its parse tree and its compiled effects, or why it does not parse; completion offers
the keywords of :mod:`oraclec.keywords` and the types and subtypes of :mod:`oraclec.vocabulary`.

:mod:`.analysis` does the work on a file's text; :mod:`.server` speaks the protocol with pygls,
which is an optional dependency (``pip install 'oraclec[lsp]'``): nothing here imports it.
"""
