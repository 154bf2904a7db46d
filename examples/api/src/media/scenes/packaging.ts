import { shade } from './colour.ts'
import { type Draw, gloss, label, litGradient, lowerPart, star } from './object-parts.ts'
import { attrs, round } from './svg.ts'

// Packed goods: pouch, tin, jar, vial, bottle and gift box.

export const pouch: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const bottom = t + h
  svg.add(
    `<path ${attrs({ d: `M${l + w * 0.05} ${t + h * 0.1}L${l + w * 0.95} ${t + h * 0.1}Q${l + w * 1.03} ${t + h * 0.58} ${l + w * 0.98} ${bottom}L${l + w * 0.02} ${bottom}Q${l - w * 0.03} ${t + h * 0.58} ${l + w * 0.05} ${t + h * 0.1}Z`, fill: litGradient(svg, look.colour, look.light, 0.3) })}/>`,
    `<rect ${attrs({ x: l + w * 0.05, y: t, width: w * 0.9, height: h * 0.11, fill: litGradient(svg, shade(look.colour, -0.12), look.light, 0.25) })}/>`,
  )
  // The crimped seal.
  const teeth: string[] = []
  for (let i = 0; i <= 30; i++) {
    const x = l + w * 0.05 + (w * 0.9 * i) / 30
    teeth.push(`M${round(x)} ${round(t + 4)}V${round(t + h * 0.1 - 4)}`)
  }
  svg.add(
    `<path ${attrs({ d: teeth.join(''), stroke: shade(look.colour, -0.5), 'stroke-width': 2, opacity: 0.45 })}/>`,
    `<circle ${attrs({ cx: l + w * 0.5, cy: t + h * 0.22, r: w * 0.045, fill: shade(look.colour, -0.35), stroke: shade(look.colour, 0.2), 'stroke-width': 3 })}/>`,
  )
  label(svg, l + w * 0.17, t + h * 0.38, w * 0.66, h * 0.4, look)
  gloss(svg, b, look.light, 0.22, 0.12)
}

export const tin: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const rim = w * 0.12
  const metal = litGradient(svg, shade(look.colour, -0.1), look.light, 0.55)
  svg.add(
    `<rect ${attrs({ x: l, y: t + h * 0.12, width: w, height: h * 0.88 - rim / 2, fill: metal })}/>`,
    `<ellipse ${attrs({ cx: l + w / 2, cy: t + h - rim / 2, rx: w / 2, ry: rim / 2, fill: metal })}/>`,
    `<rect ${attrs({ x: l, y: t + h * 0.4, width: w, height: h * 0.34, fill: litGradient(svg, '#efe4cc', look.light, 0.3) })}/>`,
    `<rect ${attrs({ x: l - w * 0.025, y: t + rim / 2, width: w * 1.05, height: h * 0.13, fill: litGradient(svg, shade(look.colour, -0.3), look.light, 0.6) })}/>`,
    `<ellipse ${attrs({
      cx: l + w / 2,
      cy: t + rim / 2,
      rx: w * 0.525,
      ry: rim / 2,
      fill: svg.linear(
        [
          [0, shade(look.colour, 0.25)],
          [1, shade(look.colour, -0.2)],
        ],
        0,
        0,
        1,
        1,
      ),
    })}/>`,
  )
  const ink = shade(look.colour, -0.2)
  svg.add(
    `<path ${attrs({ d: star(l + w / 2, t + h * 0.57, w * 0.1), fill: ink })}/>`,
    `<rect ${attrs({ x: l, y: t + h * 0.43, width: w, height: 4, fill: ink, opacity: 0.7 })}/>`,
    `<rect ${attrs({ x: l, y: t + h * 0.71, width: w, height: 4, fill: ink, opacity: 0.7 })}/>`,
  )
  gloss(svg, lowerPart(b, 0.12), look.light, 0.3, 0.14)
}

export const jar: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const glassTop = t + h * 0.16
  svg.add(
    `<rect ${attrs({ x: l, y: glassTop, width: w, height: h * 0.84, rx: w * 0.14, fill: '#ffffff', opacity: 0.18 })}/>`,
    `<rect ${attrs({ x: l + w * 0.04, y: glassTop + h * 0.12, width: w * 0.92, height: h * 0.7, rx: w * 0.12, fill: litGradient(svg, look.colour, look.light, 0.5) })}/>`,
    // Light through the contents: honey glows where it is thin.
    `<ellipse ${attrs({
      cx: l + w * (look.light === -1 ? 0.62 : 0.38),
      cy: glassTop + h * 0.5,
      rx: w * 0.28,
      ry: h * 0.26,
      fill: svg.radial([
        [0, shade(look.colour, 0.45), 0.7],
        [1, shade(look.colour, 0.45), 0],
      ]),
    })}/>`,
    `<rect ${attrs({ x: l + w * 0.06, y: t, width: w * 0.88, height: h * 0.18, rx: w * 0.03, fill: litGradient(svg, '#c8a24c', look.light, 0.55) })}/>`,
  )
  const ridges: string[] = []
  for (let i = 1; i < 22; i++) {
    const x = l + w * 0.06 + (w * 0.88 * i) / 22
    ridges.push(`M${round(x)} ${round(t + 4)}V${round(t + h * 0.18 - 4)}`)
  }
  svg.add(
    `<path ${attrs({ d: ridges.join(''), stroke: '#000000', 'stroke-width': 2, opacity: 0.16 })}/>`,
  )
  label(svg, l + w * 0.2, glassTop + h * 0.3, w * 0.6, h * 0.3, look)
  gloss(svg, lowerPart(b, 0.16), look.light, 0.5, 0.1)
}

export const vial: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  svg.add(
    `<rect ${attrs({ x: l + w * 0.22, y: t, width: w * 0.56, height: h * 0.16, rx: w * 0.05, fill: litGradient(svg, '#a8784a', look.light, 0.3) })}/>`,
    `<rect ${attrs({ x: l, y: t + h * 0.14, width: w, height: h * 0.86, rx: w * 0.16, fill: '#ffffff', opacity: 0.2 })}/>`,
  )
  const threads: string[] = []
  for (let i = 0; i < 140; i++) {
    const x = l + w * look.random.between(0.1, 0.9)
    const y = t + h * look.random.between(0.45, 0.95)
    const a = look.random.between(0, Math.PI)
    const len = w * look.random.between(0.08, 0.2)
    threads.push(
      `M${round(x)} ${round(y)}q${round(Math.cos(a) * len * 0.5)} ${round(-len * 0.2)} ${round(Math.cos(a) * len)} ${round(Math.sin(a) * len * 0.4)}`,
    )
  }
  svg.add(
    `<path ${attrs({ d: threads.join(''), stroke: look.colour, 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' })}/>`,
    `<path ${attrs({ d: threads.slice(0, 50).join(''), stroke: shade(look.colour, 0.35), 'stroke-width': 2, fill: 'none' })}/>`,
  )
  label(svg, l + w * 0.15, t + h * 0.24, w * 0.7, h * 0.2, look)
  gloss(svg, lowerPart(b, 0.14), look.light, 0.55, 0.1)
}

export const bottle: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const shoulder = t + h * 0.42
  svg.add(
    `<rect ${attrs({ x: l + w * 0.32, y: t, width: w * 0.36, height: h * 0.36, rx: w * 0.05, fill: litGradient(svg, '#c9a243', look.light, 0.7) })}/>`,
    `<circle ${attrs({ cx: l + w / 2, cy: t, r: w * 0.12, fill: litGradient(svg, '#c9a243', look.light, 0.7) })}/>`,
    `<rect ${attrs({ x: l + w * 0.38, y: t + h * 0.34, width: w * 0.24, height: h * 0.1, fill: shade('#c9a243', -0.3) })}/>`,
  )
  // Cut glass: facets of the liquid's colour, each lit differently.
  const facets = 5
  for (let i = 0; i < facets; i++) {
    const x0 = l + (w * i) / facets
    const x1 = l + (w * (i + 1)) / facets
    const lit = look.light === -1 ? (facets - i) / facets : (i + 1) / facets
    const tone = shade(look.colour, lit * 0.55 - 0.3)
    const inset = i === 0 || i === facets - 1 ? w * 0.08 : 0
    svg.add(
      `<path ${attrs({ d: `M${x0 + (i === 0 ? inset : 0)} ${shoulder}L${x1 - (i === facets - 1 ? inset : 0)} ${shoulder}L${x1} ${shoulder + h * 0.1}L${x1} ${t + h - h * 0.04}L${x0} ${t + h - h * 0.04}L${x0} ${shoulder + h * 0.1}Z`, fill: tone })}/>`,
    )
  }
  svg.add(
    `<rect ${attrs({ x: l, y: t + h * 0.94, width: w, height: h * 0.06, rx: 4, fill: shade(look.colour, -0.5) })}/>`,
    `<rect ${attrs({ x: l + w * 0.22, y: shoulder + h * 0.2, width: w * 0.56, height: h * 0.2, rx: 6, fill: '#f3ead2', opacity: 0.9 })}/>`,
    `<path ${attrs({ d: star(l + w / 2, shoulder + h * 0.3, w * 0.08), fill: '#b08d3a' })}/>`,
  )
  gloss(svg, lowerPart(b, 0.42), look.light, 0.6, 0.12)
}

export const giftbox: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const lid = h * 0.22
  const ribbon = '#c9a243'
  svg.add(
    `<rect ${attrs({ x: l + w * 0.03, y: t + lid, width: w * 0.94, height: h - lid, fill: litGradient(svg, look.colour, look.light, 0.25) })}/>`,
    `<rect ${attrs({ x: l, y: t + lid * 0.15, width: w, height: lid, fill: litGradient(svg, shade(look.colour, 0.08), look.light, 0.35) })}/>`,
    `<rect ${attrs({ x: l + w * 0.45, y: t + lid * 0.15, width: w * 0.1, height: h - lid * 0.15, fill: litGradient(svg, ribbon, look.light, 0.5) })}/>`,
    `<path ${attrs({ d: `M${l + w * 0.5} ${t + lid * 0.2}C${l + w * 0.3} ${t - lid * 0.9} ${l + w * 0.18} ${t + lid * 0.2} ${l + w * 0.5} ${t + lid * 0.2}C${l + w * 0.82} ${t + lid * 0.2} ${l + w * 0.7} ${t - lid * 0.9} ${l + w * 0.5} ${t + lid * 0.2}Z`, fill: ribbon })}/>`,
  )
}
