page 50311 "Entry Card"
{
    PageType = Card;

    trigger OnQueryClosePage(CloseAction: Action): Boolean
    begin
        exit(Confirm('Close without saving?'));
    end;
}

pageextension 50311 "Entry Card Ext" extends "Entry Card"
{
    trigger OnOpenPage()
    begin
        if Confirm('Continue?') then;
    end;
}
