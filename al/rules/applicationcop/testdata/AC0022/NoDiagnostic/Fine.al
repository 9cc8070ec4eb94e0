enum 50250 "AC0022 Fine"
{
    value(0; "")
    {
        Caption = '';
    }
    value(1; "") { }
    value(2; " ")
    {
        Caption = 'A blank name is not empty';
    }
    value(3; Open)
    {
        Caption = 'Open';
    }
}
