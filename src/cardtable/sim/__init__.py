"""Playing many games: game records (saves and replays), simulation at scale."""
