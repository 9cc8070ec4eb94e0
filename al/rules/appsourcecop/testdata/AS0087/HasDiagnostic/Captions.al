enum 70000000 "ABC Size"
{
    Extensible = true;

    value(0; Small)
    {
        CaptionML = ENU = 'Small', DAN = [='Lille, smal'=];
    }
    value(1; Large)
    {
        CaptionML = ENU = [='Large, wide'=];
    }
}

enumextension 70000001 "ABC Size Ext" extends "ABC Size"
{
    value(70000000; "ABC Huge")
    {
        CaptionML = DEU = [='Sehr, sehr groß'=], ENU = 'Huge';
    }
}
