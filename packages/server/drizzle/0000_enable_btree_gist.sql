-- Bookings will need exclusion constraints over (vehicle, time range); btree_gist lets a GiST index mix equality and ranges.
CREATE EXTENSION IF NOT EXISTS btree_gist;
