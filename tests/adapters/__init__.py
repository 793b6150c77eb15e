"""Tests of the research adapters (OpenSpiel, PettingZoo, Gymnasium) and the observation encodings."""
