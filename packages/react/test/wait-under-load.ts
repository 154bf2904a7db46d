// Testing Library's waits (`waitFor`, `findBy…`) give up after 1 s by default; a loaded CI machine
// (load average 22 on 2 cores) takes longer than that to load a lazy chunk. They return as soon as
// what they wait for is true, so a longer limit costs a passing test nothing.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 10_000 })
