// Package loadfields is the partial-records analysis PC0030, PC0031 and
// AA0242 share: the local record variables of each routine followed through
// its statements, with the load fields in force at each read and write (see
// loadfields.go for the states). The analysis runs once per pass. It must
// not report diagnostics nor import a cop package or al/rules.
package loadfields
