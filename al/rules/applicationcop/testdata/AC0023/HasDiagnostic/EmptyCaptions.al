enum 50251 "AC0023 Status"
{
    value(0; " ") { Caption = ' '; }
    value(1; Open)
    {
        Caption = [=''=];
    }
    value(2; "In Progress")
    {
        Caption = [=''=], Comment = 'Still empty';
    }
}

enumextension 50252 "AC0023 Ext" extends "AC0023 Status"
{
    value(50000; Extra)
    {
        Caption = [=''=], Locked = false;
    }
}
