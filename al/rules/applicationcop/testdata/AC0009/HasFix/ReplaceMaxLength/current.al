permissionset 50189 "AC0009 Fix Replace"
{
    Assignable = true;
    [=Caption = 'AC0009 Fix Replace', MaxLength = 250, Comment = 'x';=]
}
