"""What every game's HTTP layer shares: JSON bodies, problem documents, languages."""
