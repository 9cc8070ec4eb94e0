enum 50186 "Fix Enum"
{
    Caption = 'Fix Enum';

    value(0; [=Open=]) { }
}
