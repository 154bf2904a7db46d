import { shade } from './colour.ts'
import { type Draw, litGradient } from './object-parts.ts'
import { attrs, round } from './svg.ts'

// For the home: the incense burner and the folded cloth.

export const burner: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const body = look.random.pick(['#b08d3a', '#6b4226', '#8a6a3a'])
  const metal = litGradient(svg, body, look.light, 0.55)
  const rim = t + h * 0.3
  // Smoke rising from the glowing bakhoor.
  const smoke: string[] = []
  for (let i = 0; i < 3; i++) {
    const x = l + w * (0.42 + i * 0.08)
    smoke.push(
      `M${round(x)} ${round(rim - 10)}c${round(-w * 0.2)} ${round(-h * 0.15)} ${round(w * 0.22)} ${round(-h * 0.25)} ${round(w * 0.02 * (i - 1))} ${round(-h * 0.45)}`,
    )
  }
  svg.add(
    `<path ${attrs({ d: smoke.join(''), stroke: '#ffffff', 'stroke-width': w * 0.035, fill: 'none', opacity: 0.14, 'stroke-linecap': 'round' })}/>`,
    `<path ${attrs({ d: smoke.join(''), stroke: '#ffffff', 'stroke-width': w * 0.012, fill: 'none', opacity: 0.22, 'stroke-linecap': 'round' })}/>`,
    `<path ${attrs({ d: `M${l + w * 0.14} ${t + h}L${l + w * 0.86} ${t + h}L${l + w * 0.68} ${t + h * 0.86}L${l + w * 0.32} ${t + h * 0.86}Z`, fill: metal })}/>`,
    `<rect ${attrs({ x: l + w * 0.39, y: t + h * 0.5, width: w * 0.22, height: h * 0.37, fill: metal })}/>`,
    `<path ${attrs({ d: `M${l} ${rim}L${l + w} ${rim}Q${l + w * 0.92} ${t + h * 0.52} ${l + w * 0.5} ${t + h * 0.53}Q${l + w * 0.08} ${t + h * 0.52} ${l} ${rim}Z`, fill: metal })}/>`,
    `<ellipse ${attrs({ cx: l + w / 2, cy: rim, rx: w / 2, ry: h * 0.045, fill: shade(body, -0.45) })}/>`,
    `<ellipse ${attrs({
      cx: l + w / 2,
      cy: rim,
      rx: w * 0.3,
      ry: h * 0.03,
      fill: svg.radial([
        [0, '#ffb347', 0.9],
        [1, '#c0391b', 0],
      ]),
    })}/>`,
  )
  for (let i = 0; i < 7; i++) {
    const x = l + w * look.random.between(0.25, 0.72)
    const y = rim - look.random.between(2, h * 0.03)
    const s = w * look.random.between(0.03, 0.06)
    svg.add(
      `<path ${attrs({ d: `M${x} ${y}l${s} ${-s * 0.6}l${s * 0.8} ${s * 0.5}l${-s * 0.3} ${s * 0.7}Z`, fill: shade(look.colour, look.random.between(-0.2, 0.2)) })}/>`,
    )
  }
  // Engraved bands.
  for (const y of [t + h * 0.38, t + h * 0.44]) {
    svg.add(
      `<path ${attrs({ d: `M${l + w * 0.08} ${y}Q${l + w / 2} ${y + h * 0.03} ${l + w * 0.92} ${y}`, stroke: shade(body, 0.4), 'stroke-width': 3, fill: 'none', opacity: 0.7 })}/>`,
    )
  }
}

export const cloth: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const layers = 3
  const slab = h / (layers + 0.6)
  const second = look.random.pick(['#f3ead2', '#d9b45a', '#1d1d1f'])
  for (let i = 0; i < layers; i++) {
    const y = t + h - slab * (i + 1)
    const inset = i * w * 0.02 + look.random.between(-6, 6)
    svg.add(
      `<rect ${attrs({ x: l + inset, y, width: w - inset * 2, height: slab, rx: slab * 0.35, fill: litGradient(svg, look.colour, look.light, 0.25) })}/>`,
    )
    // Woven stripes and a row of diamonds.
    for (const at of [0.22, 0.7]) {
      svg.add(
        `<rect ${attrs({ x: l + inset + 8, y: y + slab * at, width: w - inset * 2 - 16, height: slab * 0.1, fill: second, opacity: 0.85 })}/>`,
      )
    }
    const diamonds: string[] = []
    for (let x = l + inset + slab * 0.5; x < l + w - inset - slab * 0.4; x += slab * 0.45) {
      const cy = y + slab * 0.48
      const r = slab * 0.12
      diamonds.push(
        `M${round(x)} ${round(cy - r)}l${round(r)} ${round(r)}l${round(-r)} ${round(r)}l${round(-r)} ${round(-r)}Z`,
      )
    }
    svg.add(`<path ${attrs({ d: diamonds.join(''), fill: second, opacity: 0.75 })}/>`)
  }
  // The top fold, seen from above.
  const topY = t + h - slab * layers
  svg.add(
    `<path ${attrs({
      d: `M${l + w * 0.06} ${topY + 4}L${l + w * 0.12} ${t}L${l + w * 0.88} ${t}L${l + w * 0.94} ${topY + 4}Z`,
      fill: svg.linear(
        [
          [0, shade(look.colour, 0.15)],
          [1, shade(look.colour, -0.05)],
        ],
        0,
        0,
        0,
        1,
      ),
    })}/>`,
  )
  const fringe: string[] = []
  for (let i = 0; i < 16; i++) {
    const x = l + w * 0.12 + (w * 0.76 * i) / 15
    fringe.push(
      `M${round(x)} ${round(t + 2)}l${round(look.random.between(-3, 3))} ${round(-slab * 0.12)}`,
    )
  }
  svg.add(
    `<path ${attrs({ d: fringe.join(''), stroke: second, 'stroke-width': 3, opacity: 0.8 })}/>`,
  )
}
