permissionset 50186 "AC0009 Fix All A"
{
    Assignable = true;
    [=Caption = 'AC0009 Fix All A';=]
}

permissionset 50187 "AC0009 Fix All B"
{
    Assignable = true;
    [=Caption = 'AC0009 Fix All B', MaxLength = 31;=]
}
