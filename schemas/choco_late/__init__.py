"""Schemas of the Choco Late API: JSON in, engine values out, and back."""
