-- A slip in play (pending) or with a trader (referred) is resolved by the platform when its delay is over, with no
-- request to read the brand's settings from: it keeps the brand and channel it was placed under. Older slips read
-- their player's brand on the web channel.
ALTER TABLE betslips ADD COLUMN brand text;
ALTER TABLE betslips ADD COLUMN channel text;
