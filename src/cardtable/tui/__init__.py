"""The terminal game players use: ``cardtable play``, a full-screen Textual app against the AI or a friend."""
