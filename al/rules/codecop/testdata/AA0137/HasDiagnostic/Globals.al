page 50102 "Unused Globals"
{
    layout
    {
        area(Content)
        {
            field(Shown; ShownValue) { }
        }
    }

    var
        ShownValue: Text;
        [=HiddenValue=]: Text;
        // a member name is not a use of the variable
        [=Name=]: Text;

    local procedure Touch(var Other: Record "Some Table")
    begin
        Other.Name := '';
    end;
}
