enum 50109 "Demo Kind" implements "Demo Releaser"
{
    Extensible = true;
    DefaultImplementation = "Demo Releaser" = "Demo Mgt";

    value(0; " ") { Caption = ' '; }
    value(1; Person)
    {
        Caption = 'Person';
        Implementation = "Demo Releaser" = "Demo Person Releaser";
    }
    value(2; Company) { }
}
