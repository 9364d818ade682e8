"""Reports: what the saved sessions show (hand histories, records, the stats command)."""
