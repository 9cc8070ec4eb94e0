enum 50237 "AC0019 Status"
{
    value(0; [=Open=])
    {
        Caption = 'Open';
    }
    value(1; Released) { }
}

enum 50238 "AC0019 Blank Name"
{
    value(000; " ")
    {
        Caption = [='Nothing selected'=];
    }
}

enum 50239 "AC0019 Quoted"
{
    value(0; [="Not Set"=]) { }
}
