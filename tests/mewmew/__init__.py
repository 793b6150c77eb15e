"""Tests of the Tokyo Mew Mew card game, named after the rule ids of ../shared/rules/mewmew.md."""
