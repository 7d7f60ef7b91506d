"""``oraclec query``: search compiled cards by their characteristics and compiled effects.

:mod:`.syntax` reads a query (Scryfall's syntax, plus terms over the effect tree), :mod:`.terms`
says what each term means and where its vocabulary comes from (the effect model and the keyword
table), :mod:`.index` builds the index of a compiled database, keeps it in the user's cache, and
answers a query over it, with the cards it could not check.
"""

from .index import Answer, Index, answer, build, index_of_compiled, index_of_database, list_terms
from .syntax import QueryError, parse
from .terms import KINDS, vocabulary
