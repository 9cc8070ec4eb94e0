report 50204 "AA0215 Report"
{
}
