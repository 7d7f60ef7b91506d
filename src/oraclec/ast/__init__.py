"""The typed AST of Oracle text.

Nodes are frozen attrs classes (:mod:`oraclec.ast.base`); their spans are attributes that
equality ignores. The modules mirror the grammar's topics.
"""

from .abilities import *  # noqa: F403
from .base import NODES, Node, Phrase, Span, node, surface
from .choices import *  # noqa: F403
from .conditions import *  # noqa: F403
from .costs import *  # noqa: F403
from .durations import *  # noqa: F403
from .effects import *  # noqa: F403
from .game import *  # noqa: F403
from .keywords import *  # noqa: F403
from .objects import *  # noqa: F403
from .replacements import *  # noqa: F403
from .statics import *  # noqa: F403
from .triggers import *  # noqa: F403

__all__ = ["NODES", "Node", "Phrase", "Span", "node", "surface"]
