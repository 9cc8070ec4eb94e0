dotnet
{
    assembly("Microsoft.Dynamics.Nav.Ncl")
    {
        Culture = 'neutral';

        type("Microsoft.Dynamics.Nav.Runtime.NavText"; "NavText") { }
    }

    assembly(Microsoft.Dynamics.Nav.Types)
    {
        Culture = 'neutral';

        type("Microsoft.Dynamics.Nav.Types.NavUserAccountHelper"; "NavUserAccountHelper") { }
    }
}
