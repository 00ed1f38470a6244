#!/usr/bin/env bash
# Generates the background music under public/music/ from synthesized tones:
# an intro chime and three short chord-progression tracks, royalty-free
# because we make them. Run once (needs ffmpeg); the files are committed.
#   bash scripts/make-music.sh
set -euo pipefail
cd "$(dirname "$0")/../public"
mkdir -p music

# One chord of `seconds` s: three soft sine voices and a bass under a slow
# swell and fade, with an arpeggio plucking the chord's notes twice a second.
chord() { # f1 f2 f3 bass seconds
  local a=$1 b=$2 c=$3 bass=$4 len=$5
  local pad="0.10*(sin(2*PI*$a*t)+sin(2*PI*$b*t)+sin(2*PI*$c*t))+0.09*sin(2*PI*$bass*t)"
  local note="if(eq(mod(floor(t*2),3),0),$a*2,if(eq(mod(floor(t*2),3),1),$b*2,$c*2))"
  local pluck="0.12*sin(2*PI*($note)*t)*exp(-5*mod(t,0.5))"
  echo "aevalsrc=exprs='(($pad)*min(1,t/0.6)*(1-0.35*t/$len)+$pluck)':s=44100:d=$len"
}

# A track: chords given as "f1 f2 f3 bass" strings, each 4 s, played twice.
track() { # output chord...
  local out=$1
  shift
  local inputs=() labels="" n=0
  for pass in 1 2; do
    for c in "$@"; do
      # shellcheck disable=SC2086
      inputs+=(-f lavfi -i "$(chord $c 4)")
      labels+="[$n:a]"
      n=$((n + 1))
    done
  done
  local total=$((n * 4))
  ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" \
    -filter_complex "${labels}concat=n=$n:v=0:a=1,aecho=0.8:0.5:120:0.25,lowpass=f=5000,afade=t=in:d=1,afade=t=out:st=$((total - 3)):d=3,volume=3.5[out]" \
    -map "[out]" -ac 2 -c:a aac -b:a 48k "music/$out"
}

# C - G - Am - F
track track-1.m4a "261.63 329.63 392.00 130.81" "196.00 246.94 293.66 98.00" "220.00 261.63 329.63 110.00" "174.61 220.00 261.63 87.31"
# Am - F - C - G
track track-2.m4a "220.00 261.63 329.63 110.00" "174.61 220.00 261.63 87.31" "261.63 329.63 392.00 130.81" "196.00 246.94 293.66 98.00"
# D - Bm - G - A
track track-3.m4a "293.66 369.99 440.00 146.83" "246.94 293.66 369.99 123.47" "196.00 246.94 293.66 98.00" "220.00 277.18 329.63 110.00"

# The intro: a rising C major arpeggio that rings out.
ffmpeg -hide_banner -loglevel error -y -f lavfi \
  -i "aevalsrc=exprs='0.25*(sin(2*PI*523.25*t)*exp(-2*t)+gte(t,0.3)*sin(2*PI*659.25*t)*exp(-2*(t-0.3))+gte(t,0.6)*sin(2*PI*783.99*t)*exp(-2*(t-0.6))+gte(t,0.9)*sin(2*PI*1046.5*t)*exp(-1.5*(t-0.9)))':s=44100:d=4" \
  -af "aecho=0.8:0.6:150:0.3,afade=t=out:st=3:d=1,volume=2.5" -ac 2 -c:a aac -b:a 48k music/intro.m4a

ls -l music
