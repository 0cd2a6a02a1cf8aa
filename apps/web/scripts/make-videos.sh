#!/usr/bin/env bash
# Draws the decorative loop beside the registration form (public/media/registration-loop.webm)
# and its poster (registration-loop.jpg) with ffmpeg's own sources, so no media is downloaded.
# Two homes pass parcels back and forth while small squares rise: six seconds that loop without
# a seam. Run once after changing it and commit the output; building and serving the app never
# need ffmpeg.
set -euo pipefail

cd "$(dirname "$0")/.."
out=public/media
mkdir -p "$out"

W=480
H=640
SECONDS_LONG=6
FPS=24

# Brand colours of src/styles.css.
BG=0xf0fdf9
GROUND=0x99f6df
HOME=0x0f7665
DOOR=0x042f2a
WINDOW=0xccfbef
PARCEL_A=0xf59e0b
PARCEL_B=0xe11d48
TAPE=0xfffbeb
SPARK=0x2dd4b0

# 0 → 1 over each three-second hand-over, eased at both ends.
EASE="(1-cos(PI*mod(t\,3)/3))/2"
# Left to right in the first half, right to left in the second.
PARCEL_X="if(lt(mod(t\,6)\,3)\,66+280*${EASE}\,346-280*${EASE})"
PARCEL_Y="440-200*sin(PI*${EASE})"

# The homes and the ground do not move.
scene="drawbox=x=0:y=520:w=${W}:h=120:color=${GROUND}:t=fill"
for left in 30 330; do
  scene+=",drawbox=x=${left}:y=400:w=120:h=120:color=${HOME}:t=fill"
  scene+=",drawbox=x=$((left + 20)):y=380:w=80:h=20:color=${HOME}:t=fill"
  scene+=",drawbox=x=$((left + 45)):y=460:w=30:h=60:color=${DOOR}:t=fill"
  scene+=",drawbox=x=$((left + 15)):y=420:w=24:h=24:color=${WINDOW}:t=fill"
  scene+=",drawbox=x=$((left + 81)):y=420:w=24:h=24:color=${WINDOW}:t=fill"
done

parcel() { # colour: a taped parcel
  echo "color=c=$1:s=48x40:r=${FPS}:d=${SECONDS_LONG},drawbox=x=20:y=0:w=8:h=40:color=${TAPE}:t=fill,drawbox=x=0:y=16:w=48:h=8:color=${TAPE}:t=fill"
}

# Squares that climb the frame once per loop: x, head start in pixels, size.
SPARKS=("70 0 10" "200 230 14" "300 470 8" "410 120 12" "140 580 9")

graph="[0:v]${scene}[base];"
graph+="$(parcel ${PARCEL_A})[a];$(parcel ${PARCEL_B})[b];"
previous=base
index=0
for spark in "${SPARKS[@]}"; do
  read -r x offset size <<<"$spark"
  graph+="color=c=${SPARK}:s=${size}x${size}:r=${FPS}:d=${SECONDS_LONG}[s${index}];"
  graph+="[${previous}][s${index}]overlay=x=${x}:y='${H}-mod(t*(${H}+40)/${SECONDS_LONG}+${offset}\,${H}+40)'[l${index}];"
  previous=l${index}
  index=$((index + 1))
done
graph+="[${previous}][a]overlay=x='${PARCEL_X}':y='${PARCEL_Y}':enable='lt(mod(t\,6)\,3)'[pa];"
graph+="[pa][b]overlay=x='${PARCEL_X}':y='${PARCEL_Y}':enable='gte(mod(t\,6)\,3)',format=yuv420p[v]"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=${BG}:s=${W}x${H}:r=${FPS}:d=${SECONDS_LONG}" \
  -filter_complex "$graph" -map "[v]" \
  -an -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 \
  "$out/registration-loop.webm"

ffmpeg -hide_banner -loglevel error -y -i "$out/registration-loop.webm" \
  -vf "select=eq(n\,30)" -frames:v 1 -q:v 4 "$out/registration-loop.jpg"

ls -l "$out"/registration-loop.*
