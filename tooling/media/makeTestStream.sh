#!/usr/bin/env bash
# Makes the test-card stream the platform API loops for every live video stream
# (platform-api/assets/streams/): 8 s of ffmpeg's testsrc2 card with a beep each second, cut into
# four 2-second MPEG-TS segments and a VOD playlist (index.m3u8) the API reads the segment names and
# durations from. The segments are named .mpegts, not .ts, so TypeScript tooling never takes them for source.
# H.264 constrained baseline 426x240 at 25 fps with a keyframe every 2 s (so every segment starts on one),
# mono AAC-LC. The files are committed: ffmpeg is needed only to remake them, never on CI.
# Usage: tooling/media/makeTestStream.sh [output folder]
set -euo pipefail
out="${1:-$(dirname "$0")/../../platform-api/assets/streams}"
mkdir -p "$out"
rm -f "$out"/*.mpegts "$out"/index.m3u8
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i 'testsrc2=size=426x240:rate=25:duration=8' \
  -f lavfi -i 'sine=frequency=880:beep_factor=4:sample_rate=44100:duration=8,volume=0.2' \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset slow \
  -b:v 160k -maxrate 200k -bufsize 400k -g 50 -keyint_min 50 -sc_threshold 0 \
  -c:a aac -b:a 48k -ac 1 \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename "$out/%d.mpegts" "$out/index.m3u8"
ls -l "$out"
