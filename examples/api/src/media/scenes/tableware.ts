import { mix, shade } from './colour.ts'
import { type Draw, gloss, type Look, litGradient, lowerPart, star } from './object-parts.ts'
import { attrs, round, type SvgCanvas } from './svg.ts'

// What is served on the table: tray (with dates), coffee pot, flask, cups and bowl.

export const tray: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const box = look.random.pick(['#1f4d3a', '#7a1f2b', '#2b3a55', '#a8842c'])
  const rim = t + h * 0.42
  svg.add(
    `<path ${attrs({ d: `M${l + w * 0.03} ${rim}L${l + w * 0.13} ${t}L${l + w * 0.87} ${t}L${l + w * 0.97} ${rim}Z`, fill: shade(box, -0.45) })}/>`,
  )
  // Rows of dates, smaller towards the back.
  for (let row = 0; row < 4; row++) {
    const depth = row / 3
    const y = t + h * 0.06 + (rim - t - h * 0.08) * depth
    const span = w * (0.72 + 0.18 * depth)
    const count = 6
    for (let i = 0; i < count; i++) {
      const x = l + (w - span) / 2 + span * ((i + 0.5) / count) + look.random.between(-6, 6)
      const rx = (w / count) * 0.34 * (0.8 + 0.25 * depth)
      date(svg, x, y, rx, rx * 0.62, look)
    }
  }
  svg.add(
    `<rect ${attrs({ x: l + w * 0.03, y: rim, width: w * 0.94, height: h - (rim - t), fill: litGradient(svg, box, look.light, 0.35) })}/>`,
    `<rect ${attrs({ x: l + w * 0.03, y: rim, width: w * 0.94, height: 6, fill: '#d9b45a' })}/>`,
    `<path ${attrs({ d: star(l + w / 2, rim + (h - (rim - t)) / 2, h * 0.16), fill: '#d9b45a', opacity: 0.9 })}/>`,
  )
}

/** One glossy date. */
export function date(svg: SvgCanvas, x: number, y: number, rx: number, ry: number, look: Look) {
  const angle = look.random.between(-25, 25)
  svg.add(
    `<ellipse ${attrs({
      cx: x,
      cy: y,
      rx,
      ry,
      transform: `rotate(${round(angle)} ${round(x)} ${round(y)})`,
      fill: svg.radial(
        [
          [0, shade(look.colour, 0.35)],
          [0.45, look.colour],
          [1, shade(look.colour, -0.55)],
        ],
        look.light === -1 ? 0.35 : 0.65,
        0.35,
        0.7,
      ),
    })}/>`,
    `<ellipse ${attrs({ cx: x - look.light * rx * 0.35, cy: y - ry * 0.45, rx: rx * 0.3, ry: ry * 0.16, fill: '#ffffff', opacity: 0.35 })}/>`,
  )
}

export const pot: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  // The dallah faces away from the light: spout on the shadow side, handle on the lit side.
  const spoutSide = look.light === -1 ? 1 : -1
  const cx = l + w / 2
  const bodyW = w * 0.56
  const metal = litGradient(svg, look.colour, look.light, 0.6)
  const spoutBase = cx + spoutSide * bodyW * 0.32
  svg.add(
    `<path ${attrs({ d: `M${spoutBase} ${t + h * 0.62}Q${spoutBase + spoutSide * w * 0.18} ${t + h * 0.45} ${cx + spoutSide * w * 0.48} ${t + h * 0.12}L${cx + spoutSide * w * 0.44} ${t + h * 0.1}Q${spoutBase + spoutSide * w * 0.05} ${t + h * 0.35} ${spoutBase - spoutSide * w * 0.04} ${t + h * 0.42}Z`, fill: metal })}/>`,
    `<path ${attrs({ d: `M${cx - spoutSide * bodyW * 0.42} ${t + h * 0.3}C${cx - spoutSide * w * 0.62} ${t + h * 0.32} ${cx - spoutSide * w * 0.6} ${t + h * 0.7} ${cx - spoutSide * bodyW * 0.5} ${t + h * 0.78}`, stroke: shade(look.colour, -0.25), 'stroke-width': w * 0.045, fill: 'none', 'stroke-linecap': 'round' })}/>`,
    // Body: a wide belly, a waist and a flared neck.
    `<path ${attrs({ d: `M${cx - bodyW * 0.22} ${t + h * 0.22}L${cx + bodyW * 0.22} ${t + h * 0.22}Q${cx + bodyW * 0.2} ${t + h * 0.42} ${cx + bodyW * 0.5} ${t + h * 0.62}Q${cx + bodyW * 0.62} ${t + h * 0.92} ${cx + bodyW * 0.42} ${t + h}L${cx - bodyW * 0.42} ${t + h}Q${cx - bodyW * 0.62} ${t + h * 0.92} ${cx - bodyW * 0.5} ${t + h * 0.62}Q${cx - bodyW * 0.2} ${t + h * 0.42} ${cx - bodyW * 0.22} ${t + h * 0.22}Z`, fill: metal })}/>`,
    `<path ${attrs({ d: `M${cx - bodyW * 0.3} ${t + h * 0.22}Q${cx} ${t - h * 0.02} ${cx + bodyW * 0.3} ${t + h * 0.22}Z`, fill: litGradient(svg, shade(look.colour, -0.1), look.light, 0.6) })}/>`,
    `<circle ${attrs({ cx, cy: t + h * 0.07, r: w * 0.035, fill: shade(look.colour, 0.2) })}/>`,
    `<rect ${attrs({ x: cx - bodyW * 0.34, y: t + h * 0.21, width: bodyW * 0.68, height: h * 0.025, rx: 4, fill: shade(look.colour, -0.35) })}/>`,
  )
  for (const y of [0.66, 0.72]) {
    svg.add(
      `<path ${attrs({ d: `M${cx - bodyW * 0.52} ${t + h * y}Q${cx} ${t + h * (y + 0.04)} ${cx + bodyW * 0.52} ${t + h * y}`, stroke: shade(look.colour, -0.4), 'stroke-width': 3, fill: 'none', opacity: 0.6 })}/>`,
    )
  }
  gloss(
    svg,
    { left: cx - bodyW / 2, top: t + h * 0.5, width: bodyW, height: h * 0.45 },
    look.light,
    0.55,
    0.15,
  )
}

export const flask: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const metal = litGradient(svg, look.colour, look.light, 0.55)
  svg.add(
    `<rect ${attrs({ x: l, y: t + h * 0.22, width: w, height: h * 0.78, rx: w * 0.18, fill: metal })}/>`,
    `<path ${attrs({ d: `M${l + w * 0.04} ${t + h * 0.24}Q${l + w * 0.1} ${t + h * 0.1} ${l + w * 0.3} ${t + h * 0.08}L${l + w * 0.7} ${t + h * 0.08}Q${l + w * 0.9} ${t + h * 0.1} ${l + w * 0.96} ${t + h * 0.24}Z`, fill: litGradient(svg, shade(look.colour, -0.3), look.light, 0.5) })}/>`,
    `<rect ${attrs({ x: l + w * 0.36, y: t, width: w * 0.28, height: h * 0.09, rx: w * 0.06, fill: shade(look.colour, -0.45) })}/>`,
    `<rect ${attrs({ x: l, y: t + h * 0.3, width: w, height: h * 0.03, fill: shade(look.colour, -0.5), opacity: 0.6 })}/>`,
    `<rect ${attrs({ x: l, y: t + h * 0.9, width: w, height: h * 0.03, fill: shade(look.colour, -0.5), opacity: 0.6 })}/>`,
  )
  gloss(svg, lowerPart(b, 0.25), look.light, 0.55, 0.16)
}

export const cups: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const cupW = w * 0.36
  const spots: [number, number, number][] = [
    [0.2, 0.0, 0.85],
    [0.8, 0.02, 0.85],
    [0.5, 0.14, 1],
  ]
  for (const [fx, fy, scale] of spots) {
    const cw = cupW * scale
    const ch = (h - h * fy) * 0.82 * scale
    const x = l + w * fx - cw / 2
    const y = t + h * fy + (h - h * fy) - ch
    const band = shade(look.colour, -0.55)
    svg.add(
      `<path ${attrs({ d: `M${x} ${y}L${x + cw} ${y}Q${x + cw * 0.96} ${y + ch * 0.85} ${x + cw * 0.72} ${y + ch}L${x + cw * 0.28} ${y + ch}Q${x + cw * 0.04} ${y + ch * 0.85} ${x} ${y}Z`, fill: litGradient(svg, look.colour, look.light, 0.35) })}/>`,
      `<path ${attrs({ d: `M${x + cw * 0.02} ${y + ch * 0.18}L${x + cw * 0.98} ${y + ch * 0.18}L${x + cw * 0.96} ${y + ch * 0.32}L${x + cw * 0.04} ${y + ch * 0.32}Z`, fill: band === look.colour ? '#1f4d3a' : mix(band, '#1f4d3a', 0.6) })}/>`,
      `<ellipse ${attrs({ cx: x + cw / 2, cy: y, rx: cw / 2, ry: ch * 0.09, fill: '#c9a243' })}/>`,
      `<ellipse ${attrs({
        cx: x + cw / 2,
        cy: y + 2,
        rx: cw * 0.46,
        ry: ch * 0.07,
        fill: svg.linear(
          [
            [0, '#6b3f22'],
            [1, '#c9a46a'],
          ],
          0,
          0,
          0,
          1,
        ),
      })}/>`,
    )
  }
}

export const bowl: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const rim = t + h * 0.45
  const wood = '#7a4b2a'
  svg.add(
    `<path ${attrs({
      d: `M${l + w * 0.12} ${rim}Q${l + w * 0.5} ${t - h * 0.12} ${l + w * 0.88} ${rim}Z`,
      fill: svg.radial(
        [
          [0, shade(look.colour, 0.35)],
          [0.6, look.colour],
          [1, shade(look.colour, -0.4)],
        ],
        look.light === -1 ? 0.35 : 0.65,
        0.3,
        0.8,
      ),
    })}/>`,
  )
  const specks: string[] = []
  const lighter: string[] = []
  for (let i = 0; i < 220; i++) {
    const fx = look.random.between(0.16, 0.84)
    const arc = 1 - ((fx - 0.5) / 0.36) ** 2
    const y = rim - look.random.next() * arc * h * 0.27
    const x = l + w * fx
    const r = look.random.between(1.5, 4)
    ;(i % 3 === 0 ? lighter : specks).push(
      `M${round(x - r)} ${round(y)}a${round(r)} ${round(r)} 0 1 0 ${round(r * 2)} 0a${round(r)} ${round(r)} 0 1 0 ${round(-r * 2)} 0`,
    )
  }
  svg.add(
    `<path ${attrs({ d: specks.join(''), fill: shade(look.colour, -0.45), opacity: 0.7 })}/>`,
    `<path ${attrs({ d: lighter.join(''), fill: shade(look.colour, 0.4), opacity: 0.7 })}/>`,
    `<path ${attrs({ d: `M${l} ${rim}L${l + w} ${rim}Q${l + w * 0.95} ${t + h} ${l + w * 0.5} ${t + h}Q${l + w * 0.05} ${t + h} ${l} ${rim}Z`, fill: litGradient(svg, wood, look.light, 0.35) })}/>`,
    `<ellipse ${attrs({ cx: l + w / 2, cy: rim, rx: w / 2, ry: h * 0.04, fill: shade(wood, 0.25) })}/>`,
  )
}
