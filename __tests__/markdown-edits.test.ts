import {
  bold,
  bulletedList,
  heading,
  image,
  link,
  numberedList,
  type Selected,
} from '../src/browser/cms/body-editor/markdown-edits'

/** Text with its selection marked by [ and ], as a writer sees it. */
const marked = (written: string): Selected => {
  const start = written.indexOf('[')
  const end = written.indexOf(']') - 1
  return { text: written.replace('[', '').replace(']', ''), start, end }
}
const shown = ({ text, start, end }: Selected) =>
  `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`

describe('the body editor’s toolbar', () => {
  it('makes the selected words bold, or puts the caret between the marks', () => {
    expect(shown(bold(marked('Use [exact] match.')))).toBe('Use **[exact]** match.')
    expect(shown(bold(marked('Use []match.')))).toBe('Use **[]**match.')
  })

  it('makes the line a heading, and a heading a line again', () => {
    expect(shown(heading(marked('Intro\n\nMatch [types]\n\nText')))).toBe(
      'Intro\n\n[## Match types]\n\nText',
    )
    expect(heading(marked('### Old[]')).text).toBe('Old')
  })

  it('links the selected words, with the address selected to type over', () => {
    const linked = link(marked('See [the guide].'))
    expect(linked.text).toBe('See [the guide](https://).')
    expect(linked.text.slice(linked.start, linked.end)).toBe('https://')
  })

  it('makes the selected lines a list, bulleted or numbered', () => {
    expect(bulletedList(marked('[One\nTwo]')).text).toBe('- One\n- Two')
    expect(bulletedList(marked('[- One\n- Two]')).text).toBe('One\nTwo')
    expect(numberedList(marked('[One\nTwo\nThree]')).text).toBe('1. One\n2. Two\n3. Three')
  })

  it('puts a photo beside the entry on a line of its own after the caret’s, the caret where its description goes', () => {
    expect(shown(image('report.png')(marked('First paragraph.[]\nSecond.')))).toBe(
      'First paragraph.\n\n![[]](./report.png)\n\nSecond.',
    )
    expect(image('./report.png')(marked('[]')).text).toBe('![](./report.png)\n')
    // Not inside the line the caret is on, which it would cut in two.
    expect(image('report.png')(marked('Use **ex[]act** match.')).text).toBe(
      'Use **exact** match.\n\n![](./report.png)\n',
    )
  })
})
