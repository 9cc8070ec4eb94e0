enum 50171 "AC0018 Fix Enum"
{
    value(0; " ")
    {
        Caption = ' ', Comment = 'Empty value', Locked = true;
    }
}
