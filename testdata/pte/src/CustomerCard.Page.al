namespace Fabrikam.Fleet;

page 50308 "Customer Card"
{
    PageType = Card;
    ApplicationArea = All;
    SourceTable = "FAB Vehicle";
}
