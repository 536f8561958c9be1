#!/usr/bin/env bash
# Make the demo race clip: ~4 s, 640x360, H.264 baseline, yuv420p, no audio track (silent),
# +faststart, well under 150 KB. The result is kept in the repository
# (server/db/seed/assets/demo-race.mp4) so the site starts without ffmpeg; run this only to
# remake it. Needs ffmpeg built with librsvg (Debian's is) and, for the caption, a TrueType font.
#
#   scripts/make-demo-video.sh [output.mp4]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/server/db/seed/assets/demo-race.mp4}"
command -v ffmpeg >/dev/null || { echo "ffmpeg is not installed (apt-get install -y ffmpeg)" >&2; exit 1; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# two sailboats, drawn like the site's SVG images (white and SF-Tracer orange sails, navy hulls)
boat() {
  cat >"$tmp/$1.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="$2" height="$(($2 * 13 / 9))" viewBox="-45 -118 90 130">
<path d="M0-112Q-18-60-38-8H0Z" fill="$3"/><path d="M4-100Q24-52 32-8H4Z" fill="$3" opacity=".85"/>
<path d="M-44-2H44L34 10H-34Z" fill="#0b2545"/></svg>
SVG
}
boat near 90 '#ffffff'
boat lead 70 '#ff7a1a'
boat far 40 '#e0f2fe'

# sky (blue to pale at the horizon, y=170) over a sea darkening to navy, with moving swell
sky_r='74+117*Y/170'
sky_g='144+83*Y/170'
sky_b='194+51*Y/170'
k='(Y-170)/190'
swell='10*sin(X/23+T*4+Y/5)*(Y-170)/190'
geq="geq=r='if(lt(Y,170),${sky_r},29-18*${k}+${swell})':g='if(lt(Y,170),${sky_g},111-74*${k}+${swell})':b='if(lt(Y,170),${sky_b},163-94*${k}+${swell})'"

font="$(fc-match -f '%{file}' 'DejaVu Sans:bold' 2>/dev/null || true)"
caption=''
if [[ -n "$font" && -f "$font" ]]; then
  caption=",drawbox=x=0:y=0:w=640:h=34:color=0x0b2545@0.75:t=fill"
  caption+=",drawtext=fontfile=$font:text='SailFish  DEMO RACE  R3':x=14:y=9:fontsize=17:fontcolor=white"
  caption+=",drawbox=x=560:y=8:w=68:h=19:color=0xff7a1a:t=fill"
  caption+=",drawtext=fontfile=$font:text='REPLAY':x=567:y=11:fontsize=13:fontcolor=white"
fi

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "nullsrc=s=640x360:r=25:d=4,format=gbrp,${geq}" \
  -loop 1 -framerate 25 -i "$tmp/far.svg" \
  -loop 1 -framerate 25 -i "$tmp/lead.svg" \
  -loop 1 -framerate 25 -i "$tmp/near.svg" \
  -f lavfi -i "color=c=0xff7a1a:s=640x5:r=25:d=4" \
  -filter_complex "\
[0:v]drawbox=x=470:y=150:w=10:h=22:color=0xff7a1a:t=fill[bg];\
[bg][1:v]overlay=x='420-t*18':y=118:shortest=1[a];\
[a][2:v]overlay=x='-80+t*150':y=118+4*sin(t*3):shortest=1[b];\
[b][3:v]overlay=x='-140+t*175':y=190+6*sin(t*2.4):shortest=1[c];\
[c][4:v]overlay=x='-640+t*160':y=340:shortest=1${caption},format=yuv420p[v]" \
  -map '[v]' -t 4 -an \
  -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 30 -g 50 -pix_fmt yuv420p \
  -movflags +faststart "$out"

size=$(stat -c %s "$out")
echo "wrote $out ($size bytes)"
if ((size > 150000)); then
  echo "warning: larger than 150 KB" >&2
fi
