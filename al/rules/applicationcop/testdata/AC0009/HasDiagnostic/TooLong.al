permissionset 50191 "AC0009 Long"
{
    Assignable = true;
    [=Caption = 'This caption is far longer than thirty characters', Locked = true;=]
}
