#!/usr/bin/env bash
# Draws the decorative loops of the web app with ffmpeg's own sources, so no media is downloaded:
#   registration-loop  beside the registration form: two homes pass parcels back and forth while
#                      small squares rise (480x640, six seconds)
#   home-hero-loop     behind the home page's intro: taped parcels drift up and rock gently
#                      (960x540, eight seconds)
#   home-stats-loop    behind the home page's counters: a street at dusk where windows light up
#                      one after another and parcels travel from home to home (960x360, six seconds)
# Each loops without a seam and has a poster (<name>.jpg) for visitors who ask for less motion.
# Run it with the names of the loops to draw (all of them without any) and commit the output;
# building and serving the app never need ffmpeg.
set -euo pipefail

cd "$(dirname "$0")/.."
out=public/media
mkdir -p "$out"

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
MINT=0x5eeac9
SAND=0xfde68a
DUSK=0x134e45
STREET=0x115e52
NIGHT_HOME=0x042f2a

# encode NAME GRAPH WIDTH HEIGHT SECONDS POSTER_FRAME: the loop as VP9 WebM, and its poster.
encode() {
  local name=$1 graph=$2 width=$3 height=$4 seconds=$5 poster_frame=$6
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=${BASE_COLOUR}:s=${width}x${height}:r=${FPS}:d=${seconds}" \
    -filter_complex "$graph" -map "[v]" \
    -an -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 \
    "$out/${name}.webm"
  ffmpeg -hide_banner -loglevel error -y -i "$out/${name}.webm" \
    -vf "select=eq(n\,${poster_frame})" -frames:v 1 -q:v 4 "$out/${name}.jpg"
  ls -l "$out/${name}".*
}

# parcel COLOUR WIDTH HEIGHT SECONDS: a parcel with a cross of tape through its middle.
parcel() {
  local colour=$1 width=$2 height=$3 seconds=$4
  local tape_x=$((width / 2 - width / 12)) tape_y=$((height / 2 - height / 10))
  echo "color=c=${colour}:s=${width}x${height}:r=${FPS}:d=${seconds},drawbox=x=${tape_x}:y=0:w=$((width / 6)):h=${height}:color=${TAPE}:t=fill,drawbox=x=0:y=${tape_y}:w=${width}:h=$((height / 5)):color=${TAPE}:t=fill"
}

registration_loop() {
  local W=480 H=640 SECONDS_LONG=6
  BASE_COLOUR=$BG

  # 0 → 1 over each three-second hand-over, eased at both ends.
  local EASE="(1-cos(PI*mod(t\,3)/3))/2"
  # Left to right in the first half, right to left in the second.
  local PARCEL_X="if(lt(mod(t\,6)\,3)\,66+280*${EASE}\,346-280*${EASE})"
  local PARCEL_Y="440-200*sin(PI*${EASE})"

  # The homes and the ground do not move.
  local scene="drawbox=x=0:y=520:w=${W}:h=120:color=${GROUND}:t=fill"
  for left in 30 330; do
    scene+=",drawbox=x=${left}:y=400:w=120:h=120:color=${HOME}:t=fill"
    scene+=",drawbox=x=$((left + 20)):y=380:w=80:h=20:color=${HOME}:t=fill"
    scene+=",drawbox=x=$((left + 45)):y=460:w=30:h=60:color=${DOOR}:t=fill"
    scene+=",drawbox=x=$((left + 15)):y=420:w=24:h=24:color=${WINDOW}:t=fill"
    scene+=",drawbox=x=$((left + 81)):y=420:w=24:h=24:color=${WINDOW}:t=fill"
  done

  # Squares that climb the frame once per loop: x, head start in pixels, size.
  local SPARKS=("70 0 10" "200 230 14" "300 470 8" "410 120 12" "140 580 9")

  local graph="[0:v]${scene}[base];"
  graph+="$(parcel ${PARCEL_A} 48 40 ${SECONDS_LONG})[a];$(parcel ${PARCEL_B} 48 40 ${SECONDS_LONG})[b];"
  local previous=base index=0 x offset size
  for spark in "${SPARKS[@]}"; do
    read -r x offset size <<<"$spark"
    graph+="color=c=${SPARK}:s=${size}x${size}:r=${FPS}:d=${SECONDS_LONG}[s${index}];"
    graph+="[${previous}][s${index}]overlay=x=${x}:y='${H}-mod(t*(${H}+40)/${SECONDS_LONG}+${offset}\,${H}+40)'[l${index}];"
    previous=l${index}
    index=$((index + 1))
  done
  graph+="[${previous}][a]overlay=x='${PARCEL_X}':y='${PARCEL_Y}':enable='lt(mod(t\,6)\,3)'[pa];"
  graph+="[pa][b]overlay=x='${PARCEL_X}':y='${PARCEL_Y}':enable='gte(mod(t\,6)\,3)',format=yuv420p[v]"

  encode registration-loop "$graph" "$W" "$H" "$SECONDS_LONG" 30
}

home_hero_loop() {
  local W=960 H=540 SECONDS_LONG=8
  BASE_COLOUR=$BG

  # Parcels that rise through the frame once per loop, rocking as they go: colour, width,
  # height, x, head start in pixels, sway phase (radians).
  local PARCELS=(
    "${PARCEL_A} 56 46 90 0 0"
    "${MINT} 40 34 250 330 1.7"
    "${SAND} 64 52 420 150 3.1"
    "${SPARK} 36 30 560 470 0.6"
    "${PARCEL_B} 44 36 700 250 2.4"
    "${MINT} 58 48 850 60 4.2"
    "${SAND} 30 26 340 560 5.3"
  )
  # Small squares that climb faster, twice per loop: x, head start, size.
  local SPARKS=("160 40 10" "480 300 12" "620 520 8" "790 180 10" "40 420 9" "920 600 11")

  local graph="[0:v]drawbox=x=0:y=$((H - 36)):w=${W}:h=36:color=${GROUND}:t=fill[base];"
  local previous=base index=0 colour width height x offset phase size
  for spark in "${SPARKS[@]}"; do
    read -r x offset size <<<"$spark"
    graph+="color=c=${SPARK}:s=${size}x${size}:r=${FPS}:d=${SECONDS_LONG}[s${index}];"
    graph+="[${previous}][s${index}]overlay=x=${x}:y='${H}-mod(2*t*(${H}+20)/${SECONDS_LONG}+${offset}\,${H}+20)'[ls${index}];"
    previous=ls${index}
    index=$((index + 1))
  done
  index=0
  for item in "${PARCELS[@]}"; do
    read -r colour width height x offset phase <<<"$item"
    local travel=$((H + width + height))
    graph+="$(parcel "$colour" "$width" "$height" "$SECONDS_LONG"),format=rgba,"
    graph+="rotate=a='0.3*sin(2*PI*t/${SECONDS_LONG}+${phase})':c=none:ow=hypot(iw\,ih):oh=ow[p${index}];"
    graph+="[${previous}][p${index}]overlay=x='${x}+18*sin(2*PI*t/${SECONDS_LONG}+${phase})':y='${H}-mod(t*${travel}/${SECONDS_LONG}+${offset}\,${travel})'[lp${index}];"
    previous=lp${index}
    index=$((index + 1))
  done
  graph+="[${previous}]format=yuv420p[v]"

  encode home-hero-loop "$graph" "$W" "$H" "$SECONDS_LONG" 60
}

home_stats_loop() {
  local W=960 H=360 SECONDS_LONG=6
  BASE_COLOUR=$DUSK

  # A street of homes: left edge, width, height. Each has two windows that light up in turn.
  local HOMES=("20 120 110" "180 100 140" "320 140 95" "500 110 125" "650 130 105" "820 120 135")
  local GROUND_Y=$((H - 50))
  local scene="drawbox=x=0:y=${GROUND_Y}:w=${W}:h=50:color=${STREET}:t=fill"
  local index=0 left width height top
  for home in "${HOMES[@]}"; do
    read -r left width height <<<"$home"
    top=$((GROUND_Y - height))
    scene+=",drawbox=x=${left}:y=${top}:w=${width}:h=${height}:color=${NIGHT_HOME}:t=fill"
    scene+=",drawbox=x=$((left + 12)):y=$((top - 14)):w=$((width - 24)):h=14:color=${NIGHT_HOME}:t=fill"
    scene+=",drawbox=x=$((left + width / 2 - 12)):y=$((GROUND_Y - 44)):w=24:h=44:color=${STREET}:t=fill"
    for window in 0 1; do
      local window_x=$((left + 14 + window * (width - 50)))
      local lit_from
      lit_from=$(awk "BEGIN { print (${index} * 2 + ${window}) * ${SECONDS_LONG} / 12 }")
      scene+=",drawbox=x=${window_x}:y=$((top + 16)):w=22:h=22:color=${STREET}:t=fill"
      # Lit for half the loop, starting one after another, so the street is never dark.
      scene+=",drawbox=x=${window_x}:y=$((top + 16)):w=22:h=22:color=${SAND}:t=fill"
      scene+=":enable='lt(mod(t-${lit_from}+${SECONDS_LONG}\,${SECONDS_LONG})\,$((SECONDS_LONG / 2)))'"
    done
    index=$((index + 1))
  done

  # Parcels travelling along the street, left to right, once per loop: colour, head start.
  local PARCELS=("${PARCEL_A} 0" "${MINT} 330" "${PARCEL_B} 660")
  local graph="[0:v]${scene}[base];"
  local previous=base colour offset
  index=0
  for item in "${PARCELS[@]}"; do
    read -r colour offset <<<"$item"
    graph+="$(parcel "$colour" 36 30 "$SECONDS_LONG")[p${index}];"
    graph+="[${previous}][p${index}]overlay=x='mod(t*(${W}+36)/${SECONDS_LONG}+${offset}\,${W}+36)-36':y='$((GROUND_Y + 10))-12*abs(sin(3*PI*t/${SECONDS_LONG}+${index}))'[l${index}];"
    previous=l${index}
    index=$((index + 1))
  done
  graph+="[${previous}]format=yuv420p[v]"

  encode home-stats-loop "$graph" "$W" "$H" "$SECONDS_LONG" 40
}

clips=("$@")
if [ ${#clips[@]} -eq 0 ]; then clips=(registration-loop home-hero-loop home-stats-loop); fi
for clip in "${clips[@]}"; do
  case "$clip" in
    registration-loop) registration_loop ;;
    home-hero-loop) home_hero_loop ;;
    home-stats-loop) home_stats_loop ;;
    *)
      echo "unknown loop: $clip (registration-loop, home-hero-loop, home-stats-loop)" >&2
      exit 1
      ;;
  esac
done
