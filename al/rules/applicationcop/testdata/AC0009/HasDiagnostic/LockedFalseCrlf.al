permissionset 50193 AC0009Crlf
{
    Assignable = true;
    [=Caption = 'AC0009 Crlf', Locked = false;=]
}
