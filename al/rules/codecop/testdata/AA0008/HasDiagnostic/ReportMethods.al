// The report's methods with an effect still need parentheses.
report 50009 "AA0008 Report Methods"
{
    ProcessingOnly = true;

    trigger OnPreReport()
    begin
        if GuiAllowed then
            [=CurrReport.Break=];
        [=CurrReport.Quit=];
    end;
}
