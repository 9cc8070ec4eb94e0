#pragma warning disable AA0247
codeunit 50192 "AA0247 Pragma"
{
}
