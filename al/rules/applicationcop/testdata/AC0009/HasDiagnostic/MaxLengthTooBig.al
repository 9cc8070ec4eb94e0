permissionset 50192 "AC0009 Big Max"
{
    Assignable = true;
    [=Caption = 'AC0009 Big Max', MaxLength = 50;=]
}
